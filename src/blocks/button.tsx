import type { BlockOf } from '../content/schemas/registry';
import { resolveLink } from '../content/links';
import { cx } from '../shared/class-names';
import { SiteLink } from './link';
import { Bloks } from './render-block';

type Button = BlockOf<'button'>;

export function buttonClasses(blok: Button): string | undefined {
  const variant = blok.variant ?? 'primary';
  return cx(
    'btn',
    blok.outlined_variant && variant !== 'link' ? `btn-outline-${variant}` : `btn-${variant}`,
    blok.size && blok.size !== 'md' && `btn-${blok.size}`,
    (blok.full_width || blok.block) && 'w-100',
    blok.style === 'squared' && 'rounded-0',
    blok.state === 'active' && 'active',
    blok.state === 'disabled' && 'disabled',
    blok.classes,
  );
}

/**
 * Button (SPEC §3). `append`, `replace` and `exact` are vue-router link options of the original site:
 * links resolve to absolute paths here (nothing to append to), the runtime's link catcher decides how
 * history is written, and no link carries an active class, so they are read but change nothing.
 */
export function ButtonBlock({ blok }: { blok: Button }) {
  const link = resolveLink(blok.to);
  const disabled = blok.state === 'disabled';
  const content = (
    <>
      {blok.text}
      {blok.body.length > 0 && <Bloks items={blok.body} />}
    </>
  );
  if (!link || blok.tag === 'button' || disabled) {
    return (
      <button type={blok.type ?? 'button'} className={buttonClasses(blok)} disabled={disabled}>
        {content}
      </button>
    );
  }
  return (
    <SiteLink
      link={link}
      target={blok.target ?? blok.to.target}
      rel={blok.rel || undefined}
      className={buttonClasses(blok)}
    >
      {content}
    </SiteLink>
  );
}
