/**
 * The messages the build exchanges with what it starts, in one place so both ends agree: the bundling
 * process (bundle/bundle-process.ts ↔ bundle/bundle-child.ts) and the render threads
 * (render/render-pool.ts ↔ render/render-worker.mjs, plain JavaScript, which names these types in JSDoc).
 */
import type { Blok } from '../content/blok';
import type { DocumentAssets } from '../layouts/document';
import type { BundleContent, ClientBundle } from './bundle/vite-builds';
import type { PageJob } from './render/page-job';
import type { WordCounts } from './render/words-tally';

/** Parent → bundling process: what to build and where. */
export interface BundleRequest {
  outDir: string;
  ssrDir: string;
  preview: boolean;
  content: BundleContent;
}

/** Bundling process → parent, once, before it exits. */
export type BundleReply =
  { ok: true; client: ClientBundle; maxRssMb: number } | { ok: false; message: string; stack?: string };

/** What a render thread starts with (`workerData`). */
export interface RenderWorkerData {
  /** file: URL of the server bundle's entry. */
  entryUrl: string;
  global: Blok | null;
  assets: DocumentAssets;
  /** Chunks of each lazily loaded block type, for each page's preloads (ClientBundle.blockChunks). */
  blockChunks: Record<string, string[]>;
  /**
   * Two Int32 cells the thread writes before each page: the batch id and the page's index in it (-1: idle).
   * The main thread's render watchdog reads them without a message per page (render-pool.ts).
   */
  rendering: SharedArrayBuffer;
}

/** Main thread → render thread: a batch of pages. */
export interface RenderRequest {
  id: number;
  jobs: PageJob[];
}

/** Render thread → main thread: ready for batches, a rendered batch, or the failure of one. */
export type RenderReply =
  | { ready: true }
  | {
      id: number;
      html: string[];
      /** Each page's word list, as the page cache keeps it (page-words.mjs wordListText). */
      words: string[];
      /** Each page's search document (search/search-document.mjs). */
      search: string[];
      /** How many of the batch's pages hold each word and chunk name. */
      counts: WordCounts;
    }
  | { id: number; error: { message: string; stack?: string; path: string | null } };
