import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { SiteLink } from '../parts/link';
import { MapLinkText } from './map-link-text';
import { RichText } from '../parts/rich-text';

/** An ATM: name, rich-text location and a link to its place on a map. */
export function AtmBlock({ blok }: { blok: BlockOf<'atm'> }) {
  const link = resolveLink(blok.url);
  return (
    <article className="atm">
      <h3 className="atm-title">{blok.title}</h3>
      <div className="atm-location">
        <RichText doc={blok.location} />
      </div>
      {link && (
        <SiteLink link={link} className="atm-map-link">
          <MapLinkText place={blok.title} external={link.external} />
        </SiteLink>
      )}
    </article>
  );
}
