/**
 * The render phase: every route and the not-found page prerendered from the server bundle (or taken from
 * the page cache, or left to be linked from the live output), the global data file they share, and the
 * shells of the preview screens. The server bundle stays in the staged output until the pages left to be
 * linked are placed (a page the live output turns out not to hold is written then), and is removed then.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '../../content/load/load-content';
import type { PreparedBundles } from '../bundle/prepare-bundles';
import { startProgress } from '../report/progress';
import { writeGlobalData } from './global-data';
import { PageCache, renderContextKey } from './page-cache';
import { pageJob } from './page-job';
import { writePreviewShells } from './preview-shell';
import { renderPages, type PageItem, type RenderPagesResult } from './render-pages';
import { WordsTally } from './words-tally';

export interface RenderInput {
  /** The staged output. */
  outDir: string;
  content: LoadedContent;
  bundles: PreparedBundles;
  env: NodeJS.ProcessEnv;
  useCache: boolean;
  /** Root of the caches (BuildOptions.cacheDir). */
  cacheDir: string;
  threads: number | undefined;
  /** Longest render of one page (BuildOptions.renderTimeoutMs); undefined: the pool's default. */
  pageTimeoutMs?: number | undefined;
  log: (line: string) => void;
  /** Route path → page key of the pages the live output holds (the build record's `pages`). */
  livePages: Readonly<Record<string, string>>;
}

export interface RenderOutput {
  pages: RenderPagesResult;
  /** Bytes of the pages and the preview shells. */
  bytes: number;
  /** The page cache, pruned to this build's pages once the output is in place. */
  pageCache: PageCache;
  /**
   * Writes pages that were left to be linked (`pages.kept`) into the staged output after all, from the
   * page cache or rendered again, as the code hash left them (the caller stamps them). Only before
   * removeServerBundle.
   */
  writeAgain(items: readonly PageItem[]): Promise<void>;
  /** Removes the server bundle from the staged output, once no page is left to write. */
  removeServerBundle(): Promise<void>;
}

/** Every route, with the not-found page (the content's or the built-in one) last. */
function pageItems(content: LoadedContent): PageItem[] {
  return [
    ...content.routes
      .filter((route) => route !== content.notFound)
      .map((route) => ({ route, notFound: false })),
    { route: content.notFoundRoute, notFound: true },
  ];
}

export async function renderPhase(input: RenderInput): Promise<RenderOutput> {
  const { client, ssrDir } = input.bundles;
  const global = input.content.global?.content ?? null;
  const assets = { ...client.assets, globalData: await writeGlobalData(input.outDir, global) };
  const shared = { assets, buildHash: client.buildHash, global, blockChunks: client.blockChunks };
  const ctx = {
    ...shared,
    contextKey: renderContextKey({ ...shared, ssrHash: input.bundles.ssrHash, env: input.env }),
  };
  const items = pageItems(input.content);
  const pageCache = new PageCache(path.join(input.cacheDir, 'build', 'pages'));
  const options = {
    outDir: input.outDir,
    ssrDir,
    global,
    assets,
    blockChunks: client.blockChunks,
    cache: pageCache,
    useCache: input.useCache,
    threads: input.threads,
    pageTimeoutMs: input.pageTimeoutMs,
  };
  const toJob = (item: PageItem) => pageJob(ctx, item.route, item.notFound);
  const progress = startProgress({ total: items.length, log: input.log, interactive: process.stdout.isTTY });
  // With --no-cache every page renders and the tally starts from nothing; it is written for the next build.
  const tally = input.useCache ? await WordsTally.read(pageCache.tallyFile) : new WordsTally();
  const pages = await renderPages(items, toJob, {
    ...options,
    progress,
    isLive: (job) => input.livePages[job.path] === job.key,
    tally,
  });
  const shellBytes = await writePreviewShells(input.outDir, client.editorAssets);
  return {
    pages,
    bytes: pages.bytes + shellBytes,
    pageCache,
    async writeAgain(again) {
      // Counted already in the render's progress, as pages taken from the cache.
      await renderPages(again, toJob, { ...options, progress: { tick: () => {} } });
    },
    removeServerBundle: () => rm(ssrDir, { recursive: true, force: true }),
  };
}
