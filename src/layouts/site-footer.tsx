import { site } from '../config/site';

export function SiteFooter() {
  return (
    <footer className="site-footer border-top mt-5 py-4">
      <div className="container small text-body-secondary">{site.legalName}</div>
    </footer>
  );
}
