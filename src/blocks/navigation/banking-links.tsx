import { bankingPortals, domainTexts } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { resolveHref } from '../../content/links';
import { cx } from '../../common/class-names';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { SiteLink } from '../parts/link';

const portalIcons = {
  personas: 'person',
  empresas: 'briefcase',
  corporativa: 'buildings',
  pagadores: 'cash-coin',
};

/** The four online-banking portals (docs/behaviour.md §2); each opens in a new tab, which the link text announces. */
export function BankingLinksBlock({ blok }: { blok: BlockOf<'banking_links'> }) {
  return (
    <ul className={cx('banking-links list-unstyled', blok.custom_classes)}>
      {bankingPortals.map((portal) => (
        <li key={portal.key}>
          {/* Configured https addresses: always a link. */}
          <SiteLink
            link={resolveHref(portal.href) ?? { href: portal.href, external: true, internal: false }}
            target="_blank"
            className="banking-link"
          >
            <BootstrapIcon name={portalIcons[portal.key]} className="banking-link-icon" />
            <span>{portal.label}</span>
            <span className="visually-hidden"> {domainTexts.newTabHint}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
