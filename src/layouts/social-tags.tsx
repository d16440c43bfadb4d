import { HeadTagElements } from './head-tag-elements';
import { socialTagList } from './head-tags';
import type { HeadTags } from './page-head';

/**
 * Canonical link, Open Graph and Twitter tags of a page (part of PageHeadTags; the browser writes the same
 * list again after client navigations), so a shared link always describes the page in the address bar.
 */
export function SocialTags({ head, siteUrl }: { head: HeadTags; siteUrl: string }) {
  return <HeadTagElements tags={socialTagList(head, siteUrl)} />;
}
