import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Block } from '../parts/render-block';

/** The bank's social network profiles, as a list of `social_link` blocks. */
export function SocialLinksBlock({ blok }: { blok: BlockOf<'social_links'> }) {
  return (
    <ul
      className={cx('social-links list-unstyled', blok.custom_classes)}
      aria-label={blok.aria_label || 'Redes sociales'}
    >
      {blok.links.map((item) => (
        <li key={item._uid}>
          <Block blok={item} />
        </li>
      ))}
    </ul>
  );
}
