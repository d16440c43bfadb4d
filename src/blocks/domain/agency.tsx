import { domainTexts } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { telephoneHref } from '../parts/telephone-href';
import { RichText } from '../parts/rich-text';
import { PlaceDetails } from './place-details';
import { PlaceMapLink } from './place-map-link';
import { OutlineHeading } from '../parts/outline-heading';

/** A branch office: name, location, telephone, the place's details and its map link. */
export function AgencyBlock({ blok }: { blok: BlockOf<'agency'> }) {
  const tel = telephoneHref(blok.telephone);
  return (
    <article className="agency">
      <div className="agency-text">
        <OutlineHeading blok={blok} className="agency-title">
          {blok.title}
        </OutlineHeading>
        <div className="agency-location">
          <RichText doc={blok.location} />
        </div>
        {blok.telephone && (
          <p className="agency-telephone">
            {domainTexts.telephone}: {tel ? <a href={tel}>{blok.telephone}</a> : blok.telephone}
          </p>
        )}
        <PlaceDetails blok={blok} />
        <PlaceMapLink blok={blok} />
      </div>
    </article>
  );
}
