/**
 * The whole build, as its phases: content → bundle → images → render (with the site files) → search (the
 * site search's index) → style (CSS pruning, site hash) → link (the unchanged pages) → compress → output
 * (what changed) → commit → report. Everything is written into a staged folder, never into the live
 * output (write/atomic-output.ts). A page the live output already holds as this build makes it
 * (write/build-record.ts) is kept there without being written or read (write/place-kept-pages.ts), any
 * phase may keep other live files the same way (`keep`), and every staged file byte-identical to the live
 * one is dropped (write/output-changes.ts). Only when every phase succeeded are the remaining files renamed
 * into the output, through a journal, in the deploy's order, and the files no longer produced deleted
 * (write/commit-journal.ts), so the work follows the change, not the size of the site
 * (docs/decisions/0014-output-updated-in-place.md). The phase names are the build summary's `time:` rows.
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
import { buildRecordFile } from '../config/output-names';
import { stageOutput } from './write/atomic-output';
import { readBuildRecord, writeBuildRecord } from './write/build-record';
import { commitPauseFromEnv, rollForward } from './write/commit-journal';
import { placeKeptPages } from './write/place-kept-pages';
import { compressPhase } from './write/compress-phase';
import { listFilesWithSizes, liveOutputOf } from './write/live-output';
import { dropUnchanged, newOutputFiles, removedFiles } from './write/output-changes';
import { sizesOf } from './write/output-sizes';
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
  const afterCommitGroup = commitPauseFromEnv();
  // A commit a killed build left half-done is completed before anything reads the output.
  await rollForward(options.outDir);
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
  const live = await liveOutputOf(options.outDir, record);
  /** Files of the live output that phases leave as they are, instead of writing them into the staged output. */
  const keptFiles = new Set<string>();
  // A kept file's compressed copies (compress-phase.ts made them with the live file) are kept with it.
  const keep = (files: Iterable<string>) => {
    for (const file of files)
      for (const name of [file, `${file}.br`, `${file}.gz`])
        if (name === file || live.files.has(name)) keptFiles.add(name);
  };
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
    await phases.time('search', async () => {
      const search = await searchPhase({
        outDir,
        liveDir: options.outDir,
        docs: render.pages.search,
        useCache,
        cacheDir,
        log,
        rules: searchRulesOf(content.global, content.routes),
      });
      keep(search.kept);
    });
    const style = await phases.time('css', () =>
      stylePhase({
        outDir,
        client,
        pageWords: render.pages.words,
        log,
        cacheDir: useCache ? cacheDir : undefined,
      }),
    );
    const { htmlStamps, dataStamps } = style;
    await phases.time('link', async () => {
      const placed = await placeKeptPages({
        stagedDir: outDir,
        live,
        kept: render.pages.kept,
        record,
        htmlStamps,
        dataStamps,
        writeAgain: render.writeAgain,
      });
      keep(placed.kept);
      await render.removeServerBundle();
    });
    await phases.time('compress', () => compressPhase({ outDir, previousDir: options.outDir, client }));
    const changes = await phases.time('output', async () => {
      const written = (await listFilesWithSizes(outDir)) ?? new Map<string, number>();
      const files = newOutputFiles(written, keptFiles, live);
      const pages = Object.fromEntries(render.pages.pageKeys);
      await writeBuildRecord(outDir, { htmlStamps, dataStamps, pages, files: Object.fromEntries(files) });
      const changed = await dropUnchanged(outDir, options.outDir, [...written.keys(), buildRecordFile]);
      return { files, changed, removed: removedFiles(live, files) };
    });
    const committed = await phases.time('commit', () => staged.commit(changes, afterCommitGroup));
    await render.pageCache.prune(render.pages.keys).catch(() => 0);
    return reportPhase({
      outDir: options.outDir,
      content,
      bundles,
      pages: render.pages,
      bytes: render.bytes,
      sizes: sizesOf(changes.files),
      committed,
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
