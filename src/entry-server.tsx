/** Server entry, bundled by Vite for Node: renders a page's full HTML document from its page data. */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { integrations } from './config/integrations';
import { installBlockRegistry } from './blocks/registry/installed-registry';
import { EveryPanelContext } from './blocks/interactive/every-panel';
import { loadEveryBlock } from './blocks/registry/static-registry';
import { withStaticRegions } from './blocks/registry/static-regions';
import { componentsIn } from './blocks/registry/components-in';
import type { Blok } from './content/blok';
import type { PageDataFile } from './content/page-data-types';
import { App } from './layouts/app';
import { Document, serializeState, type DocumentAssets } from './layouts/document';
import { pageHead } from './layouts/page-head';
import { structuredData } from './layouts/structured-data';

// The server renders every block type, so it knows all of them from the start (one bundle: nothing to download).
installBlockRegistry(await loadEveryBlock());

export interface RenderInput {
  /** The page and the global content it renders with. */
  state: { page: PageDataFile; global: Blok | null };
  assets: DocumentAssets;
  /**
   * Chunks of each lazily loaded block type (the client bundle's): when given, the page preloads, beside the
   * entry's, the chunks of the blocks it hydrates (those of its inline state and of the global content).
   */
  blockChunks?: Readonly<Record<string, readonly string[]>>;
}

/** The chunks of the global content's blocks, found once per global content (every page renders it). */
const globalChunks = new WeakMap<object, string[]>();

function chunksOf(content: unknown, blockChunks: Readonly<Record<string, readonly string[]>>): string[] {
  return [...componentsIn(content)].flatMap((name) => blockChunks[name] ?? []);
}

/**
 * What the page preloads: the entry's chunks and those of the blocks it hydrates. A static region is a stub
 * in the inline state (docs/performance.md, "A lean inline state"): its blocks' code is never loaded for it.
 */
function pagePreloads(input: RenderInput, inline: PageDataFile): readonly string[] {
  const { assets, blockChunks, state } = input;
  if (!blockChunks) return assets.preloads;
  let shared: string[] = [];
  if (state.global) {
    shared = globalChunks.get(state.global) ?? chunksOf(state.global, blockChunks);
    globalChunks.set(state.global, shared);
  }
  const own = chunksOf(inline.data.story.content, blockChunks);
  return [...new Set([...assets.preloads, ...own, ...shared])];
}

export function renderPage(input: RenderInput): string {
  const { state } = input;
  const page = state.page.data;
  const inline = inlinePage(state.page);
  const assets = { ...input.assets, preloads: pagePreloads(input, inline) };
  const appHtml = renderToString(<App page={page} global={state.global} />);
  const html = renderToStaticMarkup(
    <Document
      head={pageHead(page)}
      buildHash={state.page.hash}
      appHtml={appHtml}
      // The global content goes inline only where it is not an asset of its own, and static regions go as
      // stubs (docs/performance.md).
      stateJson={serializeState(
        assets.globalData ? { page: inline, globalUrl: assets.globalData } : { ...state, page: inline },
      )}
      assets={assets}
      structuredData={structuredData(page, state.global, integrations.siteUrl)}
    />,
  );
  return `<!DOCTYPE html>${html}`;
}

/** The page as its inline state carries it: enough to hydrate the markup rendered from `page` (docs/performance.md). */
function inlinePage(page: PageDataFile): PageDataFile {
  const { story } = page.data;
  return { ...page, data: { ...page.data, story: { ...story, content: withStaticRegions(story.content) } } };
}

/**
 * The page's body with every lazy panel open (blocks/interactive/every-panel.ts): never served, only read by the build
 * for the words CSS pruning must keep.
 */
export function renderEveryPanel({ state }: Pick<RenderInput, 'state'>): string {
  return renderToStaticMarkup(
    <EveryPanelContext.Provider value={true}>
      <App page={state.page.data} global={state.global} />
    </EveryPanelContext.Provider>,
  );
}
