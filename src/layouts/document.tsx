import { integrations } from '../config/integrations';
import { site } from '../config/site';
import { headScripts } from '../consent/head-scripts';
import type { HeadTags } from './page-head';
import { PageHeadTags } from './page-head-tags';
import { appElementId, initialStateElementId } from './document-ids';

export interface DocumentAssets {
  /** Entry script URL. */
  script: string;
  stylesheets: readonly string[];
  /** Chunks the entry imports, preloaded so they download in parallel with it. */
  preloads: readonly string[];
  /**
   * The boot script's code (public pages), inline in the head so the first paint waits on no script
   * request; its hash is in the CSP. It starts the entry after the first paint and preloads its chunks then
   * (docs/performance.md). Without it (dev server, preview screens) the entry loads at once.
   */
  bootCode?: string;
  /**
   * URL of the global content as a hashed asset (docs/performance.md); when set, the inline state names it
   * instead of carrying the global content, and the boot script preloads it with the application.
   */
  globalData?: string;
}

export interface DocumentProps {
  head: HeadTags;
  buildHash: string;
  /** Prerendered markup of <App>, hydrated by the client entry. */
  appHtml: string;
  /** Initial state JSON, already escaped for an inline script. */
  stateJson: string;
  assets: DocumentAssets;
  /** schema.org objects for crawlers (src/layouts/structured-data.ts). */
  structuredData?: readonly object[];
}

/** The full HTML document of a page (server only; the browser hydrates #app). */
export function Document({
  head,
  buildHash,
  appHtml,
  stateJson,
  assets,
  structuredData = [],
}: DocumentProps) {
  return (
    <html lang={site.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={site.viewport} />
        <PageHeadTags head={head} siteUrl={integrations.siteUrl} />
        <meta name="keywords" content={site.keywords.join(', ')} />
        <meta name="generator" content={`${site.brand} ${site.version}`} />
        <meta name="format-detection" content="telephone=no" />
        <meta name={site.domainVerification.name} content={site.domainVerification.content} />
        <meta name="build-hash" content={buildHash} />
        <link rel="icon" href={site.favicon} />
        {structuredData.map((data, index) => (
          // Data, not code: a non-executable type, escaped like the page state.
          <script
            key={index}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeState(data) }}
          />
        ))}
        {assets.bootCode && (
          // Before the stylesheets, which would hold it back: it must run before the first paint. Its text
          // is the build's own code, checked for inlining (src/site-builder/bundle/inline-script.ts).
          <script
            data-entry={assets.script}
            data-preloads={assets.preloads.join(' ')}
            data-global={assets.globalData}
            dangerouslySetInnerHTML={{ __html: assets.bootCode }}
          />
        )}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {headScripts().map(({ key, src }) => (
          <script key={key} src={src} async defer data-third-party={key} />
        ))}
        {!assets.bootCode && <script type="module" src={assets.script} />}
        {!assets.bootCode &&
          assets.preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      </head>
      <body>
        <div id={appElementId} dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script
          type="application/json"
          id={initialStateElementId}
          dangerouslySetInnerHTML={{ __html: stateJson }}
        />
      </body>
    </html>
  );
}

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators that break older parsers. */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
