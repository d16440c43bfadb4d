import { routing, site } from '../config/site';
import { seo } from '../config/seo';
import { absoluteUrl } from '../common/absolute-url';
import { withPrefix } from '../config/site-paths';
import type { HeadTags } from './page-head';

/**
 * Canonical link, Open Graph and Twitter tags of a page (part of PageHeadTags, which the browser renders
 * again on client navigation), so a shared link always describes the page in the address bar.
 */
export function SocialTags({ head, siteUrl }: { head: HeadTags; siteUrl: string }) {
  const url = absoluteUrl(siteUrl, head.path);
  const image = absoluteUrl(siteUrl, head.image);
  // /404/ itself answers 200 (unknown paths get its copy with a 404): keep it out of search results.
  const notFound = head.path === withPrefix(`/${routing.notFoundSlug}/`);
  return (
    <>
      {notFound && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={seo.ogLocale} />
      <meta property="og:title" content={head.socialTitle} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={seo.twitterCard} />
      <meta name="twitter:title" content={head.socialTitle} />
      <meta name="twitter:description" content={head.description} />
    </>
  );
}
