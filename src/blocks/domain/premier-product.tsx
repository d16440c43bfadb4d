import { defaults } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';
import { Bloks } from '../parts/render-block';
import { RichText } from '../parts/rich-text';
import { OutlineHeading } from '../parts/outline-heading';

type PremierProduct = BlockOf<'premier_product'>;

/** Column classes by `alignment`, the image's side: left (default), right, or centred above the text. */
function columns(alignment: PremierProduct['alignment']): { image: string; text: string } {
  if (alignment === 'center') return { image: 'col-12 text-center', text: 'col-12 text-center' };
  return { image: cx('col-md-5', alignment === 'right' && 'order-md-last') ?? '', text: 'col-md-7' };
}

/** An Azul Premier product: image, title, subtitle, rich text and extra blocks (buttons, notes). */
export function PremierProductBlock({ blok }: { blok: PremierProduct }) {
  const src = imageSrc(blok.image.filename);
  const col = columns(blok.alignment);
  return (
    <div className="premier-product row g-4 align-items-center">
      {src && (
        <div className={col.image}>
          <ResponsiveImage
            asset={blok.image}
            // Product images fall back to the bank's name (docs/behaviour.md §5).
            alt={blok.alt || blok.image.alt || defaults.productImageAlt}
            className={cx('img-fluid', blok.inline && 'd-inline-block', blok.sticky && 'sticky-top')}
            sizes="(max-width: 768px) 100vw, 40vw"
          />
        </div>
      )}
      <div className={src ? col.text : 'col-12'}>
        <OutlineHeading blok={blok} className="premier-product-title">
          {blok.title}
        </OutlineHeading>
        {blok.subtitle && <p className="lead premier-product-subtitle">{blok.subtitle}</p>}
        <RichText doc={blok.richtext} />
        {blok.extra.length > 0 && (
          <div className="premier-product-extra">
            <Bloks items={blok.extra} />
          </div>
        )}
      </div>
    </div>
  );
}
