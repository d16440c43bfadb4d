import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';

interface Props {
  blok: BlockOf<'scroll_spy_link'>;
  /** Set by the surrounding scroll-spy list; a link on its own is never active. */
  active?: boolean;
}

/** A link to `#{id_to_follow}` (docs/behaviour.md §2); the active one is marked for sight and for screen readers. */
export function ScrollSpyLink({ blok, active = false }: Props) {
  return (
    <a
      href={`#${blok.id_to_follow}`}
      className={cx('nav-link', active && 'active')}
      aria-current={active ? 'location' : undefined}
    >
      {blok.text}
    </a>
  );
}

export function ScrollSpyLinkBlock({ blok }: { blok: BlockOf<'scroll_spy_link'> }) {
  return <ScrollSpyLink blok={blok} />;
}
