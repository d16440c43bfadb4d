import type { BlockOf } from '../../content/schemas/registry';
import { Bloks } from '../parts/render-block';
import { PageMenu, PageRegion } from './page-regions';

/** Front page: header, then every body block in one centred column (docs/behaviour.md §2 "Layouts"). */
export function FrontPageBlock({ blok }: { blok: BlockOf<'front_page'> }) {
  return (
    <>
      <PageRegion items={blok.header} className="page-header" />
      <PageMenu items={blok.menu} />
      <div className="container page-body">
        <div className="row justify-content-center">
          <div className="col-12 col-xl-10 front-page-column">
            <Bloks items={blok.body} />
          </div>
        </div>
      </div>
      <PageRegion items={blok.footer} className="page-footer" />
    </>
  );
}
