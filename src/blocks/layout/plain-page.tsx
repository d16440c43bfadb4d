import type { BlockOf } from '../../content/schemas/registry';
import { PageMenu, PageRegion } from './page-regions';
import { Bloks } from '../parts/render-block';

/** Plain page: header, then the body in the site container without a column of its own. */
export function PlainPageBlock({ blok }: { blok: BlockOf<'plain_page'> }) {
  return (
    <>
      <PageRegion items={blok.header} className="page-header" />
      <PageMenu items={blok.menu} />
      <div className="container page-body">
        <Bloks items={blok.body} />
      </div>
      <PageRegion items={blok.footer} className="page-footer" />
    </>
  );
}
