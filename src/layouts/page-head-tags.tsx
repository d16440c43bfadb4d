import type { HeadTags } from './page-head';
import { SocialTags } from './social-tags';

/**
 * A page's own head tags: title, description, canonical link and link-preview tags. The one writer of
 * them: the server renders it in the document's head (document.tsx), the browser root after client
 * navigations (navigation-head.tsx), where React hoists it into document.head and, on hydration, takes
 * over the tags the server wrote instead of adding its own.
 */
export function PageHeadTags({ head, siteUrl }: { head: HeadTags; siteUrl: string }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <SocialTags head={head} siteUrl={siteUrl} />
    </>
  );
}
