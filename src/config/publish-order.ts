/**
 * The order in which the files of a build become visible, shared by the two places that put a build live:
 * the deploy uploads to a bucket group by group (src/deploy/, docs/decisions/0012), and the build commits
 * into its output folder group by group (src/site-builder/write/commit-journal.ts, docs/decisions/0014).
 * A group is made visible only when the one before is complete, so a page never names a file that is not
 * there yet. Paths are site paths without the leading slash (`banca-personas/index.html`).
 * - assets: what pages and scripts reference by name (hashed bundles, fonts, images, content images, the
 *   search index's hashed chunks);
 * - data: page data and the search index's entry and script (they name the chunks above);
 * - html: the pages (they name both);
 * - rules: sitemap, robots, the host's `_headers`, redirects of moved pages (they name pages).
 */
import { headersFile, robotsFile, sitemapFile } from './output-names';
import { siteSearch } from './search';
import { routing } from './site';
import { unslash } from '../common/paths';

export const publishGroups = ['assets', 'data', 'html', 'rules'] as const;
export type PublishGroup = (typeof publishGroups)[number];

const dataFolder = `${unslash(routing.dataDir)}/`;
const searchFolder = `${unslash(siteSearch.indexFolder)}/`;
const ruleFiles = new Set([sitemapFile, robotsFile, headersFile]);

export function publishGroupOf(sitePath: string): PublishGroup {
  if (sitePath.endsWith('.html')) return 'html';
  if (ruleFiles.has(sitePath)) return 'rules';
  if (sitePath.startsWith(dataFolder)) return 'data';
  if (sitePath.startsWith(searchFolder)) {
    // Pagefind names its index chunks, fragments and metadata by their content (in sub-folders, `.pf_meta`);
    // its entry file, script and WebAssembly keep their names and point at those chunks.
    const inside = sitePath.slice(searchFolder.length);
    return inside.includes('/') || inside.endsWith('.pf_meta') ? 'assets' : 'data';
  }
  return 'assets';
}
