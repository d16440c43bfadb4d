import { defaults } from '../config/site';
import { resolveLink } from '../content/links';
import type { BlockOf } from '../content/schemas/registry';
import { cx } from '../shared/class-names';
import { imageSrc } from './image-src';
import { SiteLink } from './link';

/** A blog teaser: the article's image and a link to it. */
export function BlogItemBlock({ blok }: { blok: BlockOf<'blog_item'> }) {
  const src = imageSrc(blok.image.filename);
  const link = resolveLink(blok.link);
  return (
    <article className="blog-item">
      {src && (
        <img
          src={src}
          alt={blok.alt || blok.image.alt || defaults.imageAlt}
          className={cx('img-fluid blog-item-image', blok.inline && 'd-inline-block')}
          loading="lazy"
          decoding="async"
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
