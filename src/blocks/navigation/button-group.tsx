import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Bloks } from '../parts/render-block';

/** Buttons side by side (or stacked), announced as one group. */
export function ButtonGroupBlock({ blok }: { blok: BlockOf<'button_group'> }) {
  return (
    <div
      role="group"
      aria-label={blok.aria_label || undefined}
      className={cx(
        'button-group d-flex flex-wrap gap-2',
        blok.vertical && 'flex-column align-items-stretch',
        blok.alignment && `justify-content-${blok.alignment}`,
        blok.custom_classes,
      )}
    >
      <Bloks items={blok.buttons} />
    </div>
  );
}
