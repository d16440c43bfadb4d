import { Block } from '../blocks/render-block';
import type { PageData } from '../content/page-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The whole visible page: the same tree renders at build time and after every client navigation. */
export function App({ page }: { page: PageData }) {
  return (
    <>
      <a className="visually-hidden-focusable" href="#main">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Block blok={page.story.content} />
      </main>
      <SiteFooter />
    </>
  );
}
