/** Server entry, bundled by Vite for Node: renders a page's full HTML document from its page data. */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { integrations } from './config/integrations';
import { installBlockRegistry } from './blocks/registry/installed-registry';
import { EveryPanelContext } from './blocks/interactive/every-panel';
import { loadEveryBlock } from './blocks/registry/static-registry';
import { withStaticRegions } from './blocks/registry/static-regions';
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
}

export function renderPage({ state, assets }: RenderInput): string {
  const page = state.page.data;
  const appHtml = renderToString(<App page={page} global={state.global} />);
  const html = renderToStaticMarkup(
    <Document
      head={pageHead(page)}
      buildHash={state.page.hash}
      appHtml={appHtml}
      // The global content goes inline only where it is not an asset of its own, and static regions go as
      // stubs (docs/performance.md).
      stateJson={serializeState(
        assets.globalData
          ? { page: inlinePage(state.page), globalUrl: assets.globalData }
          : { ...state, page: inlinePage(state.page) },
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
