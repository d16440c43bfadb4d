import { routing, site } from '../config/site';
import { isRetiredRoute, seo } from '../config/seo';
import { absoluteUrl } from '../common/absolute-url';
import { withPrefix } from '../config/site-paths';
import type { HeadTags } from './page-head';

/**
 * One tag of a page's own head, as data: the server renders the list in the document's head and the browser
 * root renders the same list, which React hoists into document.head (page-head-tags.tsx).
 */
export type HeadTag =
  | { readonly tag: 'title'; readonly text: string }
  | {
      readonly tag: 'meta';
      readonly by: 'name' | 'property';
      readonly name: string;
      readonly content: string;
    }
  | { readonly tag: 'link'; readonly rel: string; readonly href: string };

/**
 * Canonical link, Open Graph and Twitter tags of a page, so a shared link always describes the page in the
 * address bar.
 */
export function socialTagList(head: HeadTags, siteUrl: string): HeadTag[] {
  const url = absoluteUrl(siteUrl, head.path);
  const image = absoluteUrl(siteUrl, head.image);
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    by: 'property',
    name,
    content,
  });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', by: 'name', name, content });
  // /404/ itself answers 200 (unknown paths get its copy with a 404): keep it out of search results.
  const notFound = head.path === withPrefix(`/${routing.notFoundSlug}/`);
  // A retired page (`…-old`) stays reachable for old links, but its expired offer is not offered to search
  // engines (issue 40): the sitemap already leaves it out, and this keeps a crawler that follows a link out too.
  const retired = isRetiredRoute(head.path);
  return [
    ...(notFound || retired ? [named('robots', 'noindex')] : []),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:type', 'website'),
    property('og:site_name', site.brand),
    property('og:locale', seo.ogLocale),
    property('og:title', head.socialTitle),
    property('og:description', head.description),
    property('og:url', url),
    ...(image ? [property('og:image', image)] : []),
    named('twitter:card', seo.twitterCard),
    named('twitter:title', head.socialTitle),
    named('twitter:description', head.description),
  ];
}

/** A page's own head tags: title, description, then its social tags. */
export function pageHeadTagList(head: HeadTags, siteUrl: string): HeadTag[] {
  return [
    { tag: 'title', text: head.title },
    { tag: 'meta', by: 'name', name: 'description', content: head.description },
    ...socialTagList(head, siteUrl),
  ];
}

/** The CSS selector of a tag's element in a head: no page has two tags of one selector. */
export function headTagSelector(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return 'title';
    case 'meta':
      return `meta[${tag.by}="${tag.name}"]`;
    case 'link':
      return `link[rel="${tag.rel}"]`;
  }
}
