import { Bloks } from '../blocks/parts/render-block';
import { site } from '../config/site';
import { ConsentFooterLink } from '../consent/consent-footer-link';
import type { BlockOf } from '../content/schemas/registry';
import { HydrationBoundary } from '../blocks/parts/hydration-boundary';

export function SiteFooter({ global }: { global: BlockOf<'global'> | null }) {
  return (
    <HydrationBoundary>
      <footer className="site-footer mt-5 pt-4 pb-3">
        <div className="container-xxl">
          {global && <Bloks items={global.footer} />}
          {/* The one notice that the site's names, figures and rates are samples (issue 33). */}
          {global?.demo_notice && <p className="demo-notice small mt-3 mb-0">{global.demo_notice}</p>}
          <p className="small mt-3 mb-0">
            {/* The legal name ends in its own period ("S.A."): none is added after it. */}© {site.legalName}{' '}
            <ConsentFooterLink />
          </p>
        </div>
      </footer>
    </HydrationBoundary>
  );
}
