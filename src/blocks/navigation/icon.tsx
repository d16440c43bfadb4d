import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { colorClass, colorValue } from '../parts/color-style';

/** Icon block: a bootstrap icon (default 'question-square'), sized and coloured by options. */
export function IconBlock({ blok }: { blok: BlockOf<'icon'> }) {
  const color = colorValue(blok.color);
  return (
    <span
      className={cx(
        'icon-block',
        `icon-${blok.size ?? 'md'}`,
        colorClass(blok.color, 'text'),
        blok.custom_classes,
      )}
      style={color ? { color } : undefined}
    >
      <BootstrapIcon name={blok.icon} label={blok.label} />
    </span>
  );
}
