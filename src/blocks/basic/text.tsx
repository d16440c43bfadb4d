import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { RichText } from '../parts/rich-text';

export function TextBlock({ blok }: { blok: BlockOf<'text'> }) {
  return (
    <div className={cx('rich-text', blok.custom_classes)}>
      <RichText doc={blok.text} />
    </div>
  );
}
