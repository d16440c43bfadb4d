import type { BlockOf } from '../../content/schemas/registry';
import { MenuItems } from './menu-link';
import { Bloks } from '../parts/render-block';
import { SiteContactContext, siteContactOf } from '../parts/site-contact';

/**
 * The global story's content shown on its own (the /global/ preview). On pages, the layouts place
 * each region in the header and footer instead.
 */
export function GlobalBlock({ blok }: { blok: BlockOf<'global'> }) {
  return (
    <SiteContactContext value={siteContactOf(blok)}>
      <div className="global-preview">
        <Bloks items={blok.logo} />
        <ul className="list-unstyled">
          <MenuItems items={blok.top_submenu} />
        </ul>
        <Bloks items={blok.main_menu} />
        <ul className="list-unstyled">
          <MenuItems items={blok.secondary_menu} />
        </ul>
        <Bloks items={blok.online_banking} />
        {blok.demo_notice && <p className="demo-notice">{blok.demo_notice}</p>}
        <Bloks items={blok.footer} />
      </div>
    </SiteContactContext>
  );
}
