/**
 * The whole build, as its phases: content → bundle → images → render (with the site files) → search (the
 * site search's index) → style (CSS pruning, site hash) → link (the unchanged pages) → compress → report.
 * Everything is written into a staged folder that replaces the output only when every phase succeeded
 * (write/atomic-output.ts). A page the live output already holds as this build makes it (write/build-record.ts)
 * is linked from there without being written or read (write/place-kept-pages.ts), and every other staged file
 * byte-identical to the live one becomes a link to it (write/keep-unchanged.ts), so the output changes only
 * where the build changed it; the phase names are the build summary's `time:` rows.
 */
import { FileSource } from '../content/file-source';
import type { ContentSource } from '../content/source';
import { defaultCacheDir } from '../config/project-paths';
import { bundlePhase } from './bundle/bundle-phase';
import { imagesPhase } from './images/images-phase';
import { loadContentPhase } from './load-content-phase';
import type { BuildOptions } from './options';
import { renderPhase } from './render/render-phase';
import { searchPhase } from './search/search-phase';
import { searchRulesOf } from './search/search-rules-file';
import type { BuildResult } from './report/build-result';
import { PhaseTimer } from './report/phase-timer';
import { reportPhase } from './report/report-phase';
import { stylePhase } from './style/style-phase';
import { stageOutput } from './write/atomic-output';
import { readBuildRecord, writeBuildRecord } from './write/build-record';
import { placeKeptPages } from './write/place-kept-pages';
import { compressPhase } from './write/compress-phase';
import { keepUnchangedFiles } from './write/keep-unchanged';
import { guardAgainstShrink } from './write/shrink-guard';
import { writeSiteFiles } from './write/site-files';

export interface BuildHooks {
  log?: (line: string) => void;
  source?: ContentSource;
}

export async function buildSite(options: BuildOptions, hooks: BuildHooks = {}): Promise<BuildResult> {
  const log = hooks.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const phases = new PhaseTimer();
  const source = hooks.source ?? new FileSource(options.contentDir);
  const content = await phases.time('content', () => loadContentPhase({ source, options, log }));
  await guardAgainstShrink(content.routes, options);

  // The server bundle picks React's production build at run time from NODE_ENV, which Vite sets when it
  // builds. A build whose bundles come from the cache never runs Vite, so it is set here, as Vite would,
  // and the caches are keyed on the environment as it is from here on.
  process.env.NODE_ENV ??= 'production';
  const env = { ...process.env };
  const useCache = options.cache ?? true;
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  const preview = options.preview ?? false;
  const record = useCache ? await readBuildRecord(options.outDir) : null;
  const staged = await stageOutput(options.outDir);
  const outDir = staged.dir;
  try {
    const bundles = await phases.time('bundle', () =>
      bundlePhase({ outDir, content, preview, useCache, cacheDir, env, log }),
    );
    const { client } = bundles;
    const imageErrors = await phases.time('images', () =>
      imagesPhase({
        source,
        content,
        outDir,
        previousDir: options.outDir,
        cacheDir,
        strict: options.strict,
        log,
      }),
    );
    content.errors.push(...imageErrors);
    const render = await phases.time('prerender', async () => {
      const rendered = await renderPhase({
        outDir,
        content,
        bundles,
        env,
        useCache,
        cacheDir,
        threads: options.renderThreads,
        pageTimeoutMs: options.renderTimeoutMs,
        log,
        livePages: record?.pages ?? {},
      });
      return {
        ...rendered,
        bytes:
          rendered.bytes +
          (await writeSiteFiles({
            outDir,
            content,
            preview,
            inlineScripts: client.assets.bootCode ? [client.assets.bootCode] : [],
          })),
      };
    });
    await phases.time('search', () =>
      searchPhase({
        outDir,
        docs: render.pages.search,
        useCache,
        cacheDir,
        log,
        rules: searchRulesOf(content.global, content.routes),
      }),
    );
    const style = await phases.time('css', () =>
      stylePhase({
        outDir,
        client,
        pageWords: render.pages.words,
        log,
        cacheDir: useCache ? cacheDir : undefined,
      }),
    );
    const placed = await phases.time('link', async () => {
      const { htmlStamps, dataStamps } = style;
      const result = await placeKeptPages({
        stagedDir: outDir,
        liveDir: options.outDir,
        kept: render.pages.kept,
        record,
        htmlStamps,
        dataStamps,
        writeAgain: render.writeAgain,
      });
      await render.removeServerBundle();
      await writeBuildRecord(outDir, {
        htmlStamps,
        dataStamps,
        pages: Object.fromEntries(render.pages.pageKeys),
      });
      return result;
    });
    const sizes = await phases.time('compress', () =>
      compressPhase({ outDir, previousDir: options.outDir, client, linked: placed.linked }),
    );
    await phases.time('output', () => keepUnchangedFiles(outDir, options.outDir, placed.linked));
    await staged.commit();
    await render.pageCache.prune(render.pages.keys).catch(() => 0);
    return reportPhase({
      outDir: options.outDir,
      content,
      bundles,
      pages: render.pages,
      bytes: render.bytes,
      sizes,
      buildHash: style.buildHash,
      phases: phases.phases,
      started,
      log,
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
