import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { parseInlineStyle } from './inline-style';
import { Bloks } from '../parts/render-block';

/** One carousel panel: `styles` is an inline CSS declaration list, `classes` extra class names. */
export function CarouselPanelBlock({ blok }: { blok: BlockOf<'carousel_panel'> }) {
  return (
    <div className={cx('carousel-panel', blok.classes)} style={parseInlineStyle(blok.styles)}>
      <Bloks items={blok.body} />
    </div>
  );
}
