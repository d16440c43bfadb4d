/**
 * What the deploy does with each file of a build: which group it is uploaded in (the order that keeps every
 * page's scripts, styles and data in the bucket before the page), its headers, and the files it leaves out.
 * Paths here are site paths without the leading slash (`banca-personas/index.html`).
 */
import { buildRecordFile, commitJournalFile, headersFile } from '../config/output-names';
import { routing } from '../config/site';
import { unslash } from '../common/paths';

/** Upload order (docs/decisions/0012): a group starts only when the one before is complete. */
export { publishGroups as deployGroups, publishGroupOf as groupOf } from '../config/publish-order';
export type { PublishGroup as DeployGroup } from '../config/publish-order';

const dataFolder = `${unslash(routing.dataDir)}/`;
const precompressed = /\.(br|gz)$/;

/**
 * Files of the build that are not uploaded: `_headers` (the CDN configuration carries it, src/deploy/cdn/),
 * the build record (the next build's notes on how the pages were made, src/site-builder/write/build-record.ts),
 * and the `.br`/`.gz` copies of files that are uploaded. A bucket cannot choose an encoding per request, so
 * it stores identity bytes and the CDN compresses (docs/decisions/0012); a `.br`/`.gz` file without its
 * original beside it is a file of its own and is uploaded as such.
 */
export function isLeftOut(sitePath: string, allPaths: ReadonlySet<string>): boolean {
  if (sitePath === headersFile || sitePath === buildRecordFile || sitePath === commitJournalFile) return true;
  return precompressed.test(sitePath) && allPaths.has(sitePath.replace(precompressed, ''));
}

/** The page data file of a route's page: `assets/data/{route}/index.json` (site root: `assets/data/index.json`). */
export function pageDataPathOfHtml(htmlPath: string): string | undefined {
  if (!htmlPath.endsWith('index.html')) return undefined;
  return `${dataFolder}${htmlPath.slice(0, -'index.html'.length)}index.json`;
}

/** `route/index.html` for `assets/data/route/index.json`. */
export function htmlPathOfPageData(dataPath: string): string | undefined {
  if (!dataPath.startsWith(dataFolder) || !dataPath.endsWith('index.json')) return undefined;
  return `${dataPath.slice(dataFolder.length, -'index.json'.length)}index.html`;
}

/** The address a visitor uses for a page's HTML key: `/route/` for `route/index.html`. */
export function urlPathOf(sitePath: string): string {
  if (sitePath === 'index.html') return '/';
  if (sitePath.endsWith('/index.html')) return `/${sitePath.slice(0, -'index.html'.length)}`;
  return `/${sitePath}`;
}
