import type { BlockOf } from '../../content/schemas/registry';
import { Bloks } from '../parts/render-block';
import { HydrationBoundary } from '../parts/hydration-boundary';
import { PageMenu, PageRegion } from './page-regions';

/**
 * Cascade page: header, then body sections in two columns — `left` (narrow, sticky on large screens,
 * e.g. a scroll-spy list) and `right` — then the rest of the body below.
 */
export function CascadePageBlock({ blok }: { blok: BlockOf<'cascade_page'> }) {
  return (
    <>
      <PageRegion items={blok.header} className="page-header" />
      <PageMenu items={blok.menu} />
      <div className="container page-body">
        <div className="row cascade-columns">
          <HydrationBoundary>
            <div className="col-12 col-lg-4 col-xl-3 cascade-left">
              <div className="cascade-left-inner">
                <Bloks items={blok.left} />
              </div>
            </div>
          </HydrationBoundary>
          <HydrationBoundary>
            <div className="col-12 col-lg-8 col-xl-9 cascade-right">
              <Bloks items={blok.right} />
            </div>
          </HydrationBoundary>
        </div>
        <PageRegion items={blok.body} className="cascade-body" />
      </div>
      <PageRegion items={blok.footer} className="page-footer" />
    </>
  );
}
