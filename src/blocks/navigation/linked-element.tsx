import type { BlockOf } from '../../content/schemas/registry';
import { resolveLink } from '../../content/links';
import { cx } from '../../common/class-names';
import { SiteLink } from '../parts/link';
import { Bloks } from '../parts/render-block';

/** Nested blocks made into one link; without a link target they render as they are. */
export function LinkedElementBlock({ blok }: { blok: BlockOf<'linked_element'> }) {
  const link = resolveLink(blok.to);
  const className = cx('linked-element', blok.custom_classes);
  if (!link) {
    return (
      <div className={className}>
        <Bloks items={blok.body} />
      </div>
    );
  }
  return (
    <SiteLink
      link={link}
      target={blok.target ?? blok.to.target}
      aria-label={blok.aria_label || undefined}
      className={className}
    >
      <Bloks items={blok.body} />
    </SiteLink>
  );
}
