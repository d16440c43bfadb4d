import { HeadTagElements } from './head-tag-elements';
import { pageHeadTagList } from './head-tags';
import type { HeadTags } from './page-head';

/**
 * A page's own head tags: title, description, canonical link and link-preview tags (head-tags.ts). The
 * server renders them in the document's head (document.tsx); after client navigations the browser writes
 * the same list into document.head (navigation-head.ts).
 */
export function PageHeadTags({ head, siteUrl }: { head: HeadTags; siteUrl: string }) {
  return <HeadTagElements tags={pageHeadTagList(head, siteUrl)} />;
}
