import { Block } from '../blocks/render-block';
import { UiStateProvider, useLayoutLoading } from '../blocks/ui-state';
import type { PageData } from '../content/page-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The whole visible page: the same tree renders at build time and after every client navigation. */
export function App({ page }: { page: PageData }) {
  return (
    <UiStateProvider>
      <Frame page={page} />
    </UiStateProvider>
  );
}

function Frame({ page }: { page: PageData }) {
  const loading = useLayoutLoading();
  return (
    <div className="site" data-layout-loading={loading ? 'true' : undefined}>
      <a className="visually-hidden-focusable" href="#main">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Block blok={page.story.content} />
      </main>
      <SiteFooter />
    </div>
  );
}
