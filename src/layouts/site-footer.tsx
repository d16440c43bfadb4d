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
          <p className="small mt-3 mb-0">
            © {site.legalName}. Sitio de demostración con contenido de muestra. <ConsentFooterLink />
          </p>
        </div>
      </footer>
    </HydrationBoundary>
  );
}
