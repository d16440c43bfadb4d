import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Bloks } from '../parts/render-block';

/**
 * A tab is rendered by its tabs block (tabs.tsx). Placed anywhere else it has no tab list to live in,
 * so its body is shown as is rather than lost.
 */
export function TabBlock({ blok }: { blok: BlockOf<'tab'> }) {
  return (
    <div className={cx('tab-standalone', blok.classes)}>
      <Bloks items={blok.body} />
    </div>
  );
}
