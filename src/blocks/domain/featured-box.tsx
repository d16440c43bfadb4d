import { defaults } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';
import { Bloks } from '../parts/render-block';

/** Azul Premier featured box: product image, a highlighted line and body blocks. */
export function FeaturedBoxBlock({ blok }: { blok: BlockOf<'featured_box'> }) {
  const src = imageSrc(blok.image.filename);
  return (
    <div className="featured-box">
      {src && (
        <ResponsiveImage
          asset={blok.image}
          // A premier product's picture: falls back to the bank's name (docs/behaviour.md §5).
          alt={blok.alt || blok.image.alt || defaults.productImageAlt}
          className={cx('img-fluid featured-box-image', blok.inline && 'd-inline-block')}
          sizes="(max-width: 768px) 100vw, 50vw"
        />
      )}
      {blok.boxHighlight && <p className="featured-box-highlight">{blok.boxHighlight}</p>}
      <div className="featured-box-body">
        <Bloks items={blok.body} />
      </div>
    </div>
  );
}
