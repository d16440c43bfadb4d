import { HeadTagElements } from './head-tag-elements';
import { pageHeadTagList } from './head-tags';
import type { HeadTags } from './page-head';

/**
 * A page's own head tags: title, description, canonical link and link-preview tags (head-tags.ts). The
 * server renders them in the document's head (document.tsx); the browser root renders them too
 * (navigation-head.tsx), and React 19 hoists them into document.head, taking over the server's.
 */
export function PageHeadTags({ head, siteUrl }: { head: HeadTags; siteUrl: string }) {
  return <HeadTagElements tags={pageHeadTagList(head, siteUrl)} />;
}
