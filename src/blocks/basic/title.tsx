import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';

export function TitleBlock({ blok }: { blok: BlockOf<'title'> }) {
  const Heading = blok.size;
  return (
    <div className={cx('block-title', blok.custom_classes)}>
      <Heading id={blok.title_id || undefined}>{blok.title}</Heading>
      {blok.subtitle && <p className="lead">{blok.subtitle}</p>}
    </div>
  );
}
