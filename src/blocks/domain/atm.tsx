import type { BlockOf } from '../../content/schemas/registry';
import { PlaceDetails } from './place-details';
import { PlaceMapLink } from './place-map-link';
import { RichText } from '../parts/rich-text';
import { OutlineHeading } from '../parts/outline-heading';

/** An ATM: name, rich-text location, the place's details and its map link. */
export function AtmBlock({ blok }: { blok: BlockOf<'atm'> }) {
  return (
    <article className="atm">
      <OutlineHeading blok={blok} className="atm-title">
        {blok.title}
      </OutlineHeading>
      <div className="atm-location">
        <RichText doc={blok.location} />
      </div>
      <PlaceDetails blok={blok} />
      <PlaceMapLink blok={blok} />
    </article>
  );
}
