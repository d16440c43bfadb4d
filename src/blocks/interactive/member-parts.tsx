import { defaults } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';
import { OutlineHeading } from '../parts/outline-heading';

export type Member = BlockOf<'member'> | BlockOf<'member_basic'>;

export function memberFullName(blok: Member): string {
  return [blok.name, blok.last_name].filter(Boolean).join(' ');
}

/** Portrait of a member; the alt text names the person when the asset has none. */
export function MemberPhoto({ blok }: { blok: Member }) {
  const src = imageSrc(blok.image.filename);
  if (!src) return null;
  const alt = blok.image.alt || memberFullName(blok) || defaults.imageAlt;
  return <ResponsiveImage className="member-photo" asset={blok.image} alt={alt} sizes="240px" />;
}

/** Name (name + last_name) and position, as on the front of the card; the name's level follows the page's outline. */
export function MemberHeading({ blok, id }: { blok: Member; id?: string }) {
  return (
    <>
      <OutlineHeading blok={blok} className="member-name h5" id={id}>
        <MemberNameParts blok={blok} />
      </OutlineHeading>
      <MemberPosition blok={blok} />
    </>
  );
}

/**
 * The name and position again, drawn as on the front but not a heading: the back of a flip card says whose
 * resume it is without adding a second heading for the same person to the page's outline.
 */
export function MemberNameLine({ blok }: { blok: Member }) {
  return (
    <>
      <p className="member-name h5">
        <MemberNameParts blok={blok} />
      </p>
      <MemberPosition blok={blok} />
    </>
  );
}

function MemberNameParts({ blok }: { blok: Member }) {
  return (
    <>
      <span className="member-first-name">{blok.name}</span>{' '}
      <span className="member-last-name">{blok.last_name}</span>
    </>
  );
}

function MemberPosition({ blok }: { blok: Member }) {
  return blok.position ? <p className="member-position">{blok.position}</p> : null;
}
