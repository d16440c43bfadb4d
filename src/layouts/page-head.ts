import { site } from '../config/site';
import type { PageData } from '../content/page-data-types';
import { withPrefix } from '../config/site-paths';
import { pageImage } from './page-image';

export interface HeadTags {
  title: string;
  description: string;
  /** Site path of the page (path prefix included); made absolute with the site URL where it is written. */
  path: string;
  /** The page's own title for link previews (og:site_name already names the bank); the brand on home. */
  socialTitle: string;
  /** Site path or absolute URL of the page's preview image; '' when the page has none. */
  image: string;
}

/** The per-page head values; the document renders them and the runtime updates them on navigation. */
export function pageHead(page: PageData): HeadTags {
  return {
    title: site.titleTemplate(page.title),
    description: page.description || site.metaDescription,
    path: withPrefix(page.path),
    // The home page's story is called 'Inicio'; a shared link to it should name the bank.
    socialTitle: page.path === '/' || !page.title ? site.brand : page.title,
    image: pageImage(page.story.content),
  };
}
