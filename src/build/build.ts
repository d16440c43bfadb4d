/** The whole build: content → validation → routes → bundles → prerendered HTML and page data → dist/. */
import { cp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { integrations } from '../config/integrations';
import { assets as assetConfig } from '../config/site';
import { isError, type ContentError } from '../content/content-error';
import { FileSource } from '../content/file-source';
import type { ContentSource } from '../content/source';
import type { DocumentAssets } from '../layouts/document';
import { BuildError } from '../common/errors';
import { insideFolder } from '../common/inside-folder';
import { outputPath } from '../common/paths';
import { stageOutput } from './atomic-output';
import { bundleContentOf, type ClientBundle } from './bundle';
import { prepareBundles } from './bundles';
import { compressOutput } from './compress';
import { contentStops } from './content-stops';
import { loadContent } from './load-content';
import { measureOutput } from './output-sizes';
import { PhaseTimer } from './phase-timer';
import type { BuildOptions } from './options';
import { embedOrigins } from './embed-origins';
import { attachImageData } from './images';
import { PageCache, renderContextKey } from './page-cache';
import { defaultCacheDir } from './paths';
import { writeGlobalData } from './global-data';
import { pageJob } from './prerender';
import { startProgress } from './progress';
import { renderPages, type PageItem } from './render-pages';
import { writePreviewShells } from './preview-shell';
import { describePrunedCss, pruneStylesheets } from './prune-css';
import { buildHashRename, siteBuildHash, stampPageData } from './site-hash';
import { headersFile } from './output-names';
import { defaultMaxShrink, previousPublicRoutes, shrinkError } from './shrink-guard';
import { isPublicRoute, writeSeoFiles } from './sitemap';
import { formatContentReport } from './report';
import { formatHeadersFile, originOf, siteHeaderRules } from './security-headers';
import { formatBuildSummary } from './summary';
import { writeSearchIndex } from './search-index';

export interface BuildResult {
  outDir: string;
  /** The hash the pages carry: the client code's and the pruned stylesheet's (src/build/site-hash.ts). */
  buildHash: string;
  pages: number;
  bytes: number;
  errors: ContentError[];
  ms: number;
  /** Pages rendered by this build and pages taken from the build cache. */
  rendered: number;
  reused: number;
  bundleFromCache: boolean;
  /** Phases in the order they ran, with their duration in ms (the summary table's `time:` rows). */
  phases: ReadonlyArray<readonly [string, number]>;
  /** Peak memory of the process that ran Vite (0 when the bundles came from the cache). */
  bundlerMaxRssMb: number;
}

export interface BuildHooks {
  log?: (line: string) => void;
  source?: ContentSource;
}

async function copyContentAssets(source: ContentSource, outDir: string): Promise<void> {
  if (!source.assetsDir) return;
  const present = await stat(source.assetsDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!present) return;
  const target = path.join(outDir, path.dirname(assetConfig.contentImagesPath).replace(/^\/+/, ''));
  await cp(source.assetsDir, target, { recursive: true });
}

/** Bundle files (relative to the output) that only the preview screens load, never a public page. */
function editorOnlyFiles(client: ClientBundle): Set<string> {
  const files = (assets: DocumentAssets) => [assets.script, ...assets.preloads, ...assets.stylesheets];
  const publicFiles = new Set(
    [...files(client.assets), ...Object.values(client.blockChunks).flat()].map((href) => outputPath(href)),
  );
  return new Set(
    files(client.editorAssets)
      .map((href) => outputPath(href))
      .filter((file) => !publicFiles.has(file)),
  );
}

export async function buildSite(options: BuildOptions, hooks: BuildHooks = {}): Promise<BuildResult> {
  const log = hooks.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const phases = new PhaseTimer();
  const source = hooks.source ?? new FileSource(options.contentDir);
  log(`Reading content from ${source.name}`);
  const content = await loadContent(source);
  phases.mark('content');
  if (content.errors.length > 0) log(`Content report:\n${formatContentReport(content.errors)}`);
  // Problems that would publish a broken or partial site stop every build, strict or not; check:content
  // decides with the same rule (content-stops.ts).
  const { fatal, errorCount } = contentStops(content.errors);
  if (fatal.length > 0 || (options.strict && errorCount > 0)) {
    throw new BuildError(
      'content_invalid',
      `Build stopped: ${errorCount} content error(s)${options.strict ? ' (strict mode)' : ''}. ${options.outDir} was left as it was.`,
      fatal.length > 0
        ? 'Fix the errors above.'
        : 'Fix the errors above, or build without --strict to leave invalid blocks out.',
    );
  }

  const publicRoutes = content.routes.filter((route) => isPublicRoute(route.path)).length;
  const shrink = shrinkError({
    before: await previousPublicRoutes(options.outDir),
    after: publicRoutes,
    maxShrink: options.maxShrink ?? defaultMaxShrink,
    allowShrink: options.allowShrink ?? false,
    outDir: options.outDir,
  });
  if (shrink) throw shrink;

  // The server bundle picks React's production build at run time from NODE_ENV, which Vite sets when it
  // builds. A build whose bundles come from the cache never runs Vite, so it is set here, as Vite would,
  // and the caches are keyed on the environment as it is from here on.
  process.env.NODE_ENV ??= 'production';
  const env = { ...process.env };
  const useCache = options.cache ?? true;
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  const staged = await stageOutput(options.outDir);
  try {
    log('Bundling client and server code');
    const bundles = await prepareBundles({
      outDir: staged.dir,
      ssrSubdir: '.ssr',
      preview: options.preview ?? false,
      useCache,
      cacheDir: path.join(cacheDir, 'build', 'bundles'),
      env,
      content: bundleContentOf(content),
    });
    const { client, ssrDir } = bundles;
    if (bundles.fromCache) log('Bundles unchanged: taken from the build cache');
    phases.mark('bundle');
    await copyContentAssets(source, staged.dir);
    const imageErrors = await attachImageData(content.stories, {
      assetsDir: source.assetsDir,
      outDir: staged.dir,
      cacheDir: path.join(cacheDir, 'images'),
    });
    if (imageErrors.length > 0) {
      content.errors.push(...imageErrors);
      log(`Content report:\n${formatContentReport(imageErrors)}`);
      if (options.strict) {
        throw new BuildError(
          'content_invalid',
          `Build stopped: ${imageErrors.length} missing image(s) (strict mode).`,
        );
      }
    }
    phases.mark('images');
    const global = content.global?.content ?? null;
    const assets = { ...client.assets, globalData: await writeGlobalData(staged.dir, global) };
    const shared = {
      assets,
      buildHash: client.buildHash,
      global,
      blockChunks: client.blockChunks,
    };
    const ctx = { ...shared, contextKey: renderContextKey({ ...shared, ssrHash: bundles.ssrHash, env }) };
    const items = [
      ...content.routes
        .filter((route) => route !== content.notFound)
        .map((route) => ({ route, notFound: false })),
      { route: content.notFoundRoute, notFound: true },
    ];
    const pageCache = new PageCache(path.join(cacheDir, 'build', 'pages'));
    const progress = startProgress({ total: items.length, log, interactive: process.stdout.isTTY });
    const toJob = (item: PageItem) => pageJob(ctx, item.route, item.notFound);
    const render = await renderPages(items, toJob, {
      outDir: staged.dir,
      ssrDir,
      global,
      assets,
      cache: pageCache,
      useCache,
      threads: options.renderThreads,
      progress,
    });
    let bytes = render.bytes;
    bytes += await writePreviewShells(staged.dir, client.editorAssets);
    bytes += await writeSeoFiles(staged.dir, content.routes, integrations.siteUrl);
    await rm(ssrDir, { recursive: true, force: true });
    phases.mark('prerender');
    const search = await writeSearchIndex(render.search, {
      outDir: staged.dir,
      cacheDir: path.join(cacheDir, 'build', 'search'),
      useCache,
    });
    log(
      search.fromCache
        ? `Search index unchanged (${search.pages} pages): taken from the build cache`
        : `Indexed ${search.pages} pages for the site search`,
    );
    phases.mark('search');
    const frameOrigins = embedOrigins(content.stories);
    await writeFile(
      insideFolder(staged.dir, headersFile),
      formatHeadersFile(
        siteHeaderRules(
          { frameOrigins },
          options.preview ? originOf(process.env.VITE_PREVIEW_ENDPOINT ?? '') : null,
        ),
      ),
    );
    // After every public page and the preview shells are written, before compression (.br/.gz of the result).
    const pruned = await pruneStylesheets(staged.dir, client.assets.stylesheets, {
      alsoReplace: (stylesheets) => buildHashRename(client.buildHash, stylesheets),
      pageWords: render.words,
    });
    log(describePrunedCss(pruned));
    const buildHash = siteBuildHash(client.buildHash, pruned.stylesheets);
    await stampPageData(staged.dir, client.buildHash, buildHash);
    phases.mark('css');
    const sizes = await measureOutput(staged.dir);
    await compressOutput(staged.dir, { previousDir: options.outDir, editorOnly: editorOnlyFiles(client) });
    phases.mark('compress');
    await staged.commit();
    await pageCache.prune(render.keys).catch(() => 0);
    const pages = content.routes.length + (content.notFound ? 0 : 1);
    const ms = Math.round(performance.now() - started);
    log(
      `Built ${pages} pages (${(bytes / 1024).toFixed(0)} kB) into ${options.outDir} in ${(ms / 1000).toFixed(1)} s, build hash ${buildHash}`,
    );
    const errors = content.errors.filter(isError).length;
    log(
      formatBuildSummary({
        pages,
        sizes,
        phases: phases.phases,
        errors,
        warnings: content.errors.length - errors,
        cache: {
          rendered: render.rendered,
          reused: render.reused,
          threads: render.threads,
          bundleFromCache: bundles.fromCache,
        },
      }),
    );
    return {
      outDir: options.outDir,
      buildHash,
      pages,
      bytes,
      errors: content.errors,
      ms,
      rendered: render.rendered,
      reused: render.reused,
      bundleFromCache: bundles.fromCache,
      phases: phases.phases,
      bundlerMaxRssMb: bundles.bundlerMaxRssMb,
    };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
