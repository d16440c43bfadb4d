import type { BlockOf } from '../../content/schemas/registry';
import { PageMenu, PageRegion } from './page-regions';

/** Full-width page: every region edge to edge; blocks bring their own containers where they need one. */
export function FullWidthPageBlock({ blok }: { blok: BlockOf<'full_width_page'> }) {
  return (
    <>
      <PageRegion items={blok.header} className="page-header" />
      <PageMenu items={blok.menu} />
      <PageRegion items={blok.body} className="page-body full-width-body" />
      <PageRegion items={blok.footer} className="page-footer" />
    </>
  );
}
