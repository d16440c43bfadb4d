import type { BlockOf } from '../../content/schemas/registry';
import { resolveLink, type ResolvedLink } from '../../content/links';
import { cx } from '../../common/class-names';
import { useCurrentPath } from '../parts/current-path';
import { SiteLink } from '../parts/link';
import { Bloks } from '../parts/render-block';
import { activeClass, activeState, appendToCurrentPath, exactActiveClass } from './router-link-options';

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

/** The link with `append` applied, and the classes and `aria-current` that `exact` decides. */
function routerLink(blok: Button, link: ResolvedLink, currentPath: string | null) {
  if (!link.internal || currentPath === null) return { link, className: undefined, current: undefined };
  const href = blok.append ? appendToCurrentPath(link.href, currentPath) : link.href;
  const state = activeState(href, currentPath);
  return {
    link: { ...link, href },
    className: cx(
      (blok.exact ? state.exactActive : state.active) && activeClass,
      state.exactActive && exactActiveClass,
    ),
    current: state.exactActive ? ('page' as const) : undefined,
  };
}

/**
 * Button (docs/behaviour.md §3). `append`, `replace` and `exact` are the original site's router-link options: the
 * link's path is appended to the current page's path, following it replaces the history entry, and it
 * is marked active only on its own page (otherwise also on the pages under it).
 */
export function ButtonBlock({ blok }: { blok: Button }) {
  const currentPath = useCurrentPath();
  const resolved = resolveLink(blok.to);
  const disabled = blok.state === 'disabled';
  const content = (
    <>
      {blok.text}
      {blok.body.length > 0 && <Bloks items={blok.body} />}
    </>
  );
  if (!resolved || blok.tag === 'button' || disabled) {
    return (
      <button type={blok.type ?? 'button'} className={buttonClasses(blok)} disabled={disabled}>
        {content}
      </button>
    );
  }
  const { link, className, current } = routerLink(blok, resolved, currentPath);
  return (
    <SiteLink
      link={link}
      target={blok.target ?? blok.to.target}
      rel={blok.rel || undefined}
      replace={blok.replace}
      className={cx(buttonClasses(blok), className)}
      aria-current={current}
    >
      {content}
    </SiteLink>
  );
}
