import type { BlockOf } from '../../content/schemas/registry';
import { PageMenu } from './page-regions';
import { Bloks } from '../parts/render-block';

/** Basic page: header blocks, then the body in a centred 10-of-12 column (docs/behaviour.md §2 "Layouts"). */
export function PageBlock({ blok }: { blok: BlockOf<'page'> }) {
  return (
    <>
      {blok.header.length > 0 && (
        <div className="page-header">
          <Bloks items={blok.header} />
        </div>
      )}
      <PageMenu items={blok.menu} />
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-12 col-lg-10 page-body">
            <Bloks items={blok.body} />
          </div>
        </div>
      </div>
      {blok.footer.length > 0 && (
        <div className="page-footer">
          <Bloks items={blok.footer} />
        </div>
      )}
    </>
  );
}
