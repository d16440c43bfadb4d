import { defaults } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';

/** Bootstrap 5 has no rounded-sm/-lg: the field's size names map onto its 1–4 scale. */
const radiusClasses = {
  sm: 'rounded-1',
  md: 'rounded-2',
  lg: 'rounded-3',
  xl: 'rounded-4',
  pill: 'rounded-pill',
  circle: 'rounded-circle',
} as const;

export function ImageBlock({ blok }: { blok: BlockOf<'image'> }) {
  const src = imageSrc(blok.image.filename);
  if (!src) return null;
  const alt = blok.alt || blok.image.alt || defaults.imageAlt;
  return (
    <ResponsiveImage
      asset={blok.image}
      alt={alt}
      eager={blok.notLazy}
      className={cx(
        blok.fluidGrow ? 'w-100' : 'img-fluid',
        blok.inline && 'd-inline-block',
        blok.sticky && 'sticky-top',
        blok.borders && 'border',
        blok.shadows && 'shadow',
        blok.image_radius && radiusClasses[blok.image_radius],
        blok.custom_classes,
      )}
    />
  );
}
