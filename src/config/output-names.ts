/**
 * The names the build itself writes at the top of the output folder. The writers use these constants, and
 * the route rules refuse them as a story's first slug segment, so a page can never replace one of them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { siteSearch } from './search';
import { assets, routing } from './site';
import { unslash } from '../common/paths';
import { projectRoot } from './project-paths';

/** The /editor/ and /global/ screens' folders (src/site-builder/render/preview-shell.ts writes them). */
export const previewScreens = ['editor', 'global'] as const;

export const sitemapFile = 'sitemap.xml';
export const robotsFile = 'robots.txt';
export const headersFile = '_headers';
/**
 * How the output's pages were made (src/site-builder/write/build-record.ts): read by the next build, never
 * served (a dot file) nor deployed (src/deploy/object-rules.ts).
 */
export const buildRecordFile = '.build-record.json';
/**
 * The list of renames and deletions of a build's commit into the output, there only while the commit runs
 * or after one was killed (src/site-builder/write/commit-journal.ts): never served nor deployed (a dot file).
 */
export const commitJournalFile = '.commit-journal.json';
/** The not-found page is also written at the top, for static hosts that serve `404.html`. */
export const topNotFoundFile = `${routing.notFoundSlug}.html`;
/** Vite's folder of hashed bundles (vite.config.ts `build.assetsDir`), which also holds the page data. */
const bundleFolder = 'assets';

/** The compressed copies src/site-builder/write/compress.ts writes beside a file. */
const compressedSuffixes = ['', '.br', '.gz'];

function firstSegment(sitePath: string): string {
  return unslash(sitePath).split('/')[0] ?? '';
}

/** What Vite copies from public/ into the output (favicon, images); read once, as it is at build time. */
function publicNames(publicDir: string): string[] {
  try {
    return readdirSync(publicDir);
  } catch {
    return [];
  }
}

let cached: ReadonlySet<string> | undefined;

/** Every name at the top of the output that a story's route must not take. */
export function reservedTopNames(publicDir: string = path.join(projectRoot, 'public')): ReadonlySet<string> {
  if (cached && publicDir === path.join(projectRoot, 'public')) return cached;
  const files = [
    sitemapFile,
    robotsFile,
    headersFile,
    buildRecordFile,
    commitJournalFile,
    topNotFoundFile,
    ...publicNames(publicDir),
  ];
  const names = new Set<string>([
    bundleFolder,
    siteSearch.indexFolder,
    firstSegment(routing.dataDir),
    firstSegment(assets.contentImagesPath),
    ...previewScreens,
    ...routing.customRoutes.map(firstSegment),
    routing.notFoundSlug,
    routing.globalSlug,
    ...files.flatMap((file) => compressedSuffixes.map((suffix) => `${file}${suffix}`)),
  ]);
  if (publicDir === path.join(projectRoot, 'public')) cached = names;
  return names;
}
