/**
 * Engine by measurement (issue 31; docs/decisions/0011-search-engine-by-measurement.md): Pagefind with the
 * site's query layer against MiniSearch with the same stemmer, weights and query plan
 * (bench/minisearch-engine.ts), on the judged query set (precision at 1, MRR, on the bundled site) and on
 * generated spaces of 100, 1,000 and 10,000 pages (bench/generate-space.ts): the first query's download
 * (brotli, as served) and the time to index. Part `engines` of `npm run bench`; alone:
 * `BENCH_ONLY=engines npx tsx bench/run.ts`.
 *
 * Pagefind's first query is what the site's own search code fetches for `tarjeta oro` (Pagefind's script
 * and WebAssembly, its metadata, the index chunks and fragments, the lexicon shards, the rules), recorded
 * from Pagefind run in Node, plus the search panel's code. MiniSearch's is its whole index (page and section
 * documents with their URLs, no excerpt text: a lower bound, since results would need excerpts) and its
 * library, minified, with the same panel code.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { pagefindInNode } from '../e2e/support/pagefind-in-node';
import { fetchRules, lexiconOf, searchSite } from '../src/search/pagefind-client';
import { judgedQueries } from '../src/search/relevance/judged-queries';
import { scoreRelevance, type RelevanceScore } from '../src/search/relevance/relevance-score';
import { defaultContentDir, projectRoot } from '../src/config/project-paths';
import { siteDocuments, sitemapPaths } from './engine-documents';
import type { Part } from './figures';
import { generateSpace } from './generate-space';
import { table } from './md-table';
import { miniSearchIndex, miniSearchUrls } from './minisearch-engine';
import { runBuild } from './run-build';
import { measureRelevance } from './search-relevance';

export const engineSpaceSizes = [100, 1000, 10000] as const;
const typicalQuery = 'tarjeta oro';

export interface EngineSize {
  /** Pages in the index. */
  pages: number;
  pagefindFirstQueryBytes: number;
  /** The build's search phase (Pagefind's index and the lexicon), seconds. */
  pagefindIndexS: number;
  miniSearchFirstQueryBytes: number;
  /** Indexing the documents and serialising the index, seconds. */
  miniSearchIndexS: number;
  /** Reading the documents from the built pages' HTML (the build would have them at hand), seconds. */
  miniSearchReadS: number;
}

export interface EngineFigures {
  pagefind: RelevanceScore;
  miniSearch: RelevanceScore;
  /** The bundled site, then each generated space. */
  sizes: (EngineSize & { label: string })[];
}

const brotli = (data: string | Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A file's size as served: its precompressed `.br` when there is one (Pagefind's own files are compressed). */
async function servedSize(siteDir: string, pathname: string): Promise<number> {
  const file = path.join(siteDir, decodeURIComponent(pathname));
  const br = await stat(`${file}.br`).catch(() => null);
  return br ? br.size : (await stat(file)).size;
}

/** The search panel's own code (its chunks, as served): either engine needs it. */
async function panelBytes(siteDir: string): Promise<number> {
  const names = await readdir(path.join(siteDir, 'assets'));
  const chunks = names.filter((n) => /^(search-panel|use-site-search)-[\w-]+\.js$/.test(n));
  let bytes = 0;
  for (const name of chunks) bytes += await servedSize(siteDir, `/assets/${name}`);
  return bytes;
}

/** MiniSearch's code as the browser would get it: bundled, minified, brotli. */
async function miniSearchLibraryBytes(): Promise<number> {
  const bundled = await build({
    stdin: { contents: "export { default } from 'minisearch';", resolveDir: projectRoot },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  });
  return brotli(Buffer.from(bundled.outputFiles[0]?.contents ?? new Uint8Array()));
}

/** Page weights of a built site (its page data files' `search_weight`), by route. */
async function pageWeights(siteDir: string, routes: readonly string[]): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  for (const route of routes) {
    const file = path.join(siteDir, 'assets', 'data', route, 'index.json');
    const data = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as {
      data?: { story?: { content?: { search_weight?: number } } };
    };
    const weight = data.data?.story?.content?.search_weight;
    if (typeof weight === 'number') weights.set(route, weight);
  }
  return weights;
}

/** What the site's search code fetches for its first query, with Pagefind run in Node. */
async function pagefindFirstQueryBytes(siteDir: string): Promise<number> {
  const api = await pagefindInNode(siteDir);
  const answer = globalThis.fetch;
  const fetched = new Set<string>();
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.invalid/');
    fetched.add(url.pathname);
    return answer(input, init);
  };
  try {
    await searchSite(typicalQuery, 10, api, { rules: await fetchRules(), lexicon: lexiconOf() });
  } finally {
    globalThis.fetch = answer;
  }
  // Pagefind's script is imported (not fetched) in Node; the browser fetches it.
  let bytes = (await servedSize(siteDir, '/pagefind/pagefind.js')) + (await panelBytes(siteDir));
  for (const pathname of fetched) bytes += await servedSize(siteDir, pathname);
  return bytes;
}

async function miniSearchSize(siteDir: string, libraryBytes: number) {
  const read = performance.now();
  const documents = await siteDocuments(siteDir);
  const routes = await sitemapPaths(siteDir);
  const weights = await pageWeights(siteDir, routes);
  const started = performance.now();
  const index = miniSearchIndex(documents, weights);
  const serialised = JSON.stringify(index);
  const done = performance.now();
  return {
    pages: routes.length,
    index,
    readS: (started - read) / 1000,
    indexS: (done - started) / 1000,
    firstQueryBytes: brotli(serialised) + libraryBytes + (await panelBytes(siteDir)),
  };
}

export async function miniSearchRelevance(siteDir: string): Promise<RelevanceScore> {
  await pagefindInNode(siteDir); // answers the rules' and lexicon's fetches from the site's files
  const { index } = await miniSearchSize(siteDir, 0);
  const rules = await fetchRules();
  const lexicon = lexiconOf();
  const answers = [];
  for (const { query } of judgedQueries) {
    answers.push({ query, urls: (await miniSearchUrls(index, query, rules, lexicon)).slice(0, 10) });
  }
  return scoreRelevance(judgedQueries, answers);
}

/** One built site's figures; `pagefindIndexS` comes from its build. */
export async function measureEngineSize(siteDir: string, pagefindIndexS: number): Promise<EngineSize> {
  const mini = await miniSearchSize(siteDir, await miniSearchLibraryBytes());
  return {
    pages: mini.pages,
    pagefindFirstQueryBytes: await pagefindFirstQueryBytes(siteDir),
    pagefindIndexS,
    miniSearchFirstQueryBytes: mini.firstQueryBytes,
    miniSearchIndexS: Math.round(mini.indexS * 10) / 10,
    miniSearchReadS: Math.round(mini.readS * 10) / 10,
  };
}

/** Builds a site cold in the bench's work folder, measures it, and removes it (10,000 pages take GBs). */
async function withBuiltSite<T>(
  name: string,
  contentDir: string,
  measure: (siteDir: string, searchS: number) => Promise<T>,
): Promise<T> {
  const workDir = path.join(projectRoot, '.tmp', 'bench');
  const outDir = path.join(workDir, `engines-${name}-dist`);
  const cacheDir = path.join(workDir, `engines-${name}-cache`);
  try {
    const built = await runBuild(contentDir, outDir, cacheDir);
    return await measure(outDir, built.phases.search ?? 0);
  } finally {
    for (const dir of [outDir, cacheDir]) await rm(dir, { recursive: true, force: true });
  }
}

export async function measureEngines(): Promise<EngineFigures> {
  const bundled = await withBuiltSite('bundled', defaultContentDir, async (siteDir, searchS) => ({
    size: { label: 'bundled site', ...(await measureEngineSize(siteDir, searchS)) },
    pagefind: await measureRelevance(siteDir),
    miniSearch: await miniSearchRelevance(siteDir),
  }));
  const sizes = [bundled.size];
  for (const count of engineSpaceSizes) {
    const contentDir = path.join(projectRoot, '.tmp', 'bench', `engines-${count}`);
    await generateSpace(count, contentDir);
    try {
      const size = await withBuiltSite(String(count), contentDir, (siteDir, searchS) =>
        measureEngineSize(siteDir, searchS),
      );
      sizes.push({ label: `bundled + ${count} generated`, ...size });
    } finally {
      await rm(contentDir, { recursive: true, force: true });
    }
  }
  return { pagefind: bundled.pagefind, miniSearch: bundled.miniSearch, sizes };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

export function enginesLines(figures: EngineFigures): string[] {
  const { pagefind, miniSearch } = figures;
  return [
    table(
      ['engine', 'P@1 (target 90 %)', 'MRR (target 0.93)', 'queries wrong'],
      [
        [
          'Pagefind + query layer',
          percent(pagefind.precisionAt1),
          pagefind.meanReciprocalRank.toFixed(3),
          String(pagefind.wrong.length),
        ],
        [
          'MiniSearch + query layer',
          percent(miniSearch.precisionAt1),
          miniSearch.meanReciprocalRank.toFixed(3),
          String(miniSearch.wrong.length),
        ],
      ],
    ),
    '',
    table(
      [
        'site',
        'pages',
        'Pagefind: first query',
        'Pagefind: index',
        'MiniSearch: first query',
        'MiniSearch: index',
      ],
      figures.sizes.map((s) => [
        s.label,
        String(s.pages),
        kB(s.pagefindFirstQueryBytes),
        `${s.pagefindIndexS.toFixed(1)} s`,
        kB(s.miniSearchFirstQueryBytes),
        `${s.miniSearchIndexS.toFixed(1)} s (+ ${s.miniSearchReadS.toFixed(1)} s reading the pages)`,
      ]),
    ),
  ];
}

export function enginesMarkdown(engines: Part<EngineFigures>): string {
  const head = '\n## (h) Search engine by measurement (issue 31; docs/decisions/0011)\n\n';
  if (!engines.ok) return `${head}Not measured: ${engines.error}\n\n`;
  return `${head}${enginesLines(engines.value).join('\n')}\n\n`;
}
