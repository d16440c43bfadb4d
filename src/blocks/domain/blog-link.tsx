import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { SiteLink } from '../parts/link';

/** A text link to a blog article (used alone or inside the blog menu). */
export function BlogLinkBlock({ blok }: { blok: BlockOf<'blog_link'> }) {
  const link = resolveLink(blok.link);
  if (!link) return <span className="blog-link">{blok.text}</span>;
  return (
    <SiteLink link={link} className="blog-link">
      {blok.text}
    </SiteLink>
  );
}
