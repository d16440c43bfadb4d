/** Server entry, bundled by Vite for Node: renders a page's full HTML document from its page data. */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { integrations } from './config/integrations';
import { installBlockRegistry } from './blocks/block-registry';
import { staticRegistry } from './blocks/static-registry';
import type { InitialState } from './content/page-data';
import { App } from './layouts/app';
import { Document, serializeState, type DocumentAssets } from './layouts/document';
import { pageHead } from './layouts/head';
import { structuredData } from './layouts/structured-data';

// The server renders every block type, so it knows all of them from the start.
installBlockRegistry(staticRegistry);

export interface RenderInput {
  state: InitialState;
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
      stateJson={serializeState(state)}
      assets={assets}
      structuredData={structuredData(page, state.global, integrations.siteUrl)}
    />,
  );
  return `<!DOCTYPE html>${html}`;
}
