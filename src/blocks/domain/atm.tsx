import { domainTexts } from '../../config/site';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { SiteLink } from '../parts/link';
import { mapLinkName } from './map-link-name';
import { PlaceDetails } from './place-details';
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
      <PlaceDetails blok={blok} />
      {link && (
        <SiteLink link={link} className="atm-map-link" aria-label={mapLinkName(blok.title, link.external)}>
          {domainTexts.mapLink}
        </SiteLink>
      )}
    </article>
  );
}
