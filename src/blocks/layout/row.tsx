import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Bloks } from '../parts/render-block';
import { HydrationBoundary } from '../parts/hydration-boundary';

export function RowBlock({ blok }: { blok: BlockOf<'row'> }) {
  return (
    <HydrationBoundary>
      <div
        id={blok.id || undefined}
        className={cx(
          'row',
          blok.no_gutters && 'g-0',
          blok.alignment && `justify-content-${blok.alignment}`,
          blok.vertical_alignment && `align-items-${blok.vertical_alignment}`,
          blok.custom_classes,
        )}
      >
        <Bloks items={blok.columns} />
      </div>
    </HydrationBoundary>
  );
}
