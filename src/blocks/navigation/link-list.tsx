import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Block } from '../parts/render-block';

/** A list of links; each item is its own `link_list_item` block, so it renders as a list element. */
export function LinkListBlock({ blok }: { blok: BlockOf<'link_list'> }) {
  return (
    <ul className={cx('link-list list-unstyled', blok.custom_classes)}>
      {blok.list.map((item) => (
        <li key={item._uid}>
          <Block blok={item} />
        </li>
      ))}
    </ul>
  );
}
