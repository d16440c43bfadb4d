import { site } from '../config/site';
import { withPrefix } from '../shared/paths';

/** The site bar: the brand links home (SPEC §2 "Site logo links to /"). */
export function SiteHeader() {
  return (
    <header className="site-header border-bottom">
      <nav className="container d-flex align-items-center py-2" aria-label="Sitio">
        <a className="navbar-brand fw-bold text-primary" href={withPrefix('/')}>
          {site.brand}
        </a>
      </nav>
    </header>
  );
}
