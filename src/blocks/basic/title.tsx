import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { OutlineHeading } from '../parts/outline-heading';

/** A title at the size the editor chose; its level follows the page's outline (heading-outline.ts). */
export function TitleBlock({ blok }: { blok: BlockOf<'title'> }) {
  return (
    <div className={cx('block-title', blok.custom_classes)}>
      <OutlineHeading blok={blok} id={blok.title_id || undefined}>
        {blok.title}
      </OutlineHeading>
      {blok.subtitle && <p className="lead">{blok.subtitle}</p>}
    </div>
  );
}
