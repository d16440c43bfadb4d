import { assets, domainTexts } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { imageSrc } from '../../content/image-src';
import { Block } from '../parts/render-block';

/** The blog's topic menu: fixed title '¡Los temas del mes!' (docs/behaviour.md §2) over a list of blog links. */
export function BlogMenuBlock({ blok }: { blok: BlockOf<'blog_menu'> }) {
  const headingId = `blog-menu-${blok._uid}`;
  return (
    <nav className="blog-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="blog-menu-title">
        {domainTexts.blogMenuTitle}
        {/* Decorative: the arrow points at the list below. */}
        <img src={imageSrc(assets.downArrow)} alt="" width={16} height={16} className="blog-menu-arrow" />
      </h2>
      <ul className="blog-menu-links list-unstyled">
        {blok.links.map((item) => (
          <li key={item._uid}>
            <Block blok={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
