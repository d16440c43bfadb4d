import { assets, domainTexts } from '../../config/site';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { telephoneHref } from '../parts/telephone-href';
import { imageSrc } from '../../content/image-src';
import { SiteLink } from '../parts/link';
import { RichText } from '../parts/rich-text';
import { mapLinkName } from './map-link-name';
import { PlaceDetails } from './place-details';

/** A branch office: name, location, telephone and, when it has a map address, a map pin link. */
export function AgencyBlock({ blok }: { blok: BlockOf<'agency'> }) {
  const link = resolveLink(blok.url);
  const tel = telephoneHref(blok.telephone);
  return (
    <article className="agency">
      <div className="agency-text">
        <h3 className="agency-title">{blok.title}</h3>
        <div className="agency-location">
          <RichText doc={blok.location} />
        </div>
        {blok.telephone && (
          <p className="agency-telephone">
            {domainTexts.telephone}: {tel ? <a href={tel}>{blok.telephone}</a> : blok.telephone}
          </p>
        )}
        <PlaceDetails blok={blok} />
      </div>
      {link && (
        <SiteLink link={link} className="agency-map-pin">
          {/* The pin is the link's only content, so its alt text is the link's name. */}
          <img
            src={imageSrc(assets.locationIcon)}
            alt={mapLinkName(blok.title, link.external)}
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
          />
        </SiteLink>
      )}
    </article>
  );
}
