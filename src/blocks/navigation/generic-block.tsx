import type { CSSProperties } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { colorClass, colorValue } from '../parts/color-style';
import { imageSrc } from '../../content/image-src';
import { Bloks } from '../parts/render-block';
import { HydrationBoundary } from '../parts/hydration-boundary';

type Generic = BlockOf<'generic_block'>;

/** Bootstrap writes start/end; editors may still pick left/right. */
const textAlign = { left: 'start', right: 'end', start: 'start', end: 'end', center: 'center' } as const;

function alignClass(align: Generic['align_text']): string | undefined {
  if (!align) return undefined;
  return align === 'justify' ? 'text-justify' : `text-${textAlign[align]}`;
}

/** A band: a background of its own (a colour or a picture) and a text colour chosen to read on it. */
function isColouredBand(blok: Generic): boolean {
  return Boolean(blok.text_color && (blok.background || blok.background_image.filename));
}

export function genericStyle(blok: Generic): CSSProperties | undefined {
  const style: CSSProperties = {};
  const color = colorValue(blok.text_color);
  const background = colorValue(blok.background);
  const image = imageSrc(blok.background_image.filename);
  if (color) style.color = color;
  if (background) style.backgroundColor = background;
  if (image) style.backgroundImage = `url(${JSON.stringify(image)})`;
  return Object.keys(style).length > 0 ? style : undefined;
}

/** A box with the styling options of docs/behaviour.md §3 "Generic block" around nested blocks. */
export function GenericBlock({ blok }: { blok: Generic }) {
  return (
    <HydrationBoundary>
      <div
        id={blok.id || undefined}
        className={cx(
          'generic-block',
          alignClass(blok.align_text),
          colorClass(blok.text_color, 'text'),
          isColouredBand(blok) && 'generic-block-band',
          colorClass(blok.background, 'bg'),
          blok.background_image.filename && 'generic-block-image',
          blok.padding_top && `pt-${blok.padding_top}`,
          blok.padding_bottom && `pb-${blok.padding_bottom}`,
          blok.padding_left && `ps-${blok.padding_left}`,
          blok.padding_right && `pe-${blok.padding_right}`,
          blok.border_radius && `rounded-${blok.border_radius}`,
          blok.overflow_hidden && 'overflow-hidden',
          blok.custom_classes,
        )}
        style={genericStyle(blok)}
      >
        <Bloks items={blok.body} />
      </div>
    </HydrationBoundary>
  );
}
