import { layout } from '../../config/site';
import type { Blok } from '../../content/blok';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { useActiveSection } from './active-section';
import { Block } from '../parts/render-block';
import { ScrollSpyLink } from './scroll-spy-link';

function isSpyLink(blok: Blok): blok is BlockOf<'scroll_spy_link'> {
  return blok.component === 'scroll_spy_link';
}

/** Scroll-spy list (docs/behaviour.md §2): links to `#{id_to_follow}`; the one whose section is in view is active. */
export function ScrollSpyBlock({ blok }: { blok: BlockOf<'scroll_spy'> }) {
  const ids = blok.items.filter(isSpyLink).map((item) => item.id_to_follow);
  const active = useActiveSection(ids, layout.scrollSpyOffsetPx);
  return (
    <nav className={cx('scroll-spy', blok.custom_classes)} aria-label={blok.aria_label || 'En esta página'}>
      <ul className="nav nav-pills flex-column">
        {blok.items.map((item) => (
          <li key={item._uid} className="nav-item">
            {isSpyLink(item) ? (
              <ScrollSpyLink blok={item} active={item.id_to_follow === active} />
            ) : (
              <Block blok={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
