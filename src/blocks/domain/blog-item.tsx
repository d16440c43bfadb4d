import { defaults } from '../../config/site';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';
import { SiteLink } from '../parts/link';

/** A blog teaser: the article's image and a link to it. */
export function BlogItemBlock({ blok }: { blok: BlockOf<'blog_item'> }) {
  const src = imageSrc(blok.image.filename);
  const link = resolveLink(blok.link);
  return (
    <article className="blog-item">
      {src && (
        <ResponsiveImage
          asset={blok.image}
          alt={blok.alt || blok.image.alt || defaults.imageAlt}
          className={cx('img-fluid blog-item-image', blok.inline && 'd-inline-block')}
          sizes="(max-width: 768px) 100vw, 33vw"
        />
      )}
      {link ? (
        <SiteLink link={link} target={blok.target} rel={blok.rel} className="blog-item-link">
          {blok.linkText}
        </SiteLink>
      ) : (
        <p className="blog-item-link">{blok.linkText}</p>
      )}
    </article>
  );
}
