import { routing, site } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { withPrefix } from '../../config/site-paths';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';

/** The bank's logo, linking to the home page (docs/behaviour.md §2); its alt text names the bank when none is set. */
export function SiteLogoBlock({ blok }: { blok: BlockOf<'site_logo'> }) {
  const src = imageSrc(blok.image.filename);
  const alt = blok.alt || blok.image.alt || site.brand;
  return (
    <a href={withPrefix('/', routing.pathPrefix)} className={cx('site-logo', blok.custom_classes)}>
      {/* Sized from the build's image data, so the header does not shift when the logo arrives. */}
      {src ? <ResponsiveImage asset={blok.image} alt={alt} eager fetchPriority="auto" /> : <span>{alt}</span>}
    </a>
  );
}
