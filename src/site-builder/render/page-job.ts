/** One route's render job (its page data, preloads and cache key) and the files it becomes in the output. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { componentsIn } from '../../blocks/registry/components-in';
import type { Blok } from '../../content/blok';
import type { DocumentAssets } from '../../layouts/document';
import { insideFolder } from '../../common/inside-folder';
import { routeFile } from '../../common/paths';
import { outputPath, pageDataUrl } from '../../config/site-paths';
import { topNotFoundFile } from '../../config/output-names';
import { pageKey } from './page-cache';
import { pageDataFor } from '../../content/routes/route-page-data';
import type { Route } from '../../content/routes/routes';

export interface PrerenderContext {
  assets: DocumentAssets;
  buildHash: string;
  /** Content of the global story (menus, footer), or null when the content has none. */
  global: Blok | null;
  blockChunks: Record<string, string[]>;
  /** renderContextKey of this build. */
  contextKey: string;
}

/** What rendering one page needs; plain strings and arrays, so it crosses to a worker thread cheaply. */
export interface PageJob {
  path: string;
  /** The story's full_slug, to name it when its page cannot be rendered. */
  story: string;
  /** The page-data file's text: written as it is, and parsed into the page's initial state. */
  pageJson: string;
  /** The entry's preloads plus the chunks of the blocks this page uses. */
  preloads: string[];
  notFound: boolean;
  key: string;
}

export function pageJob(ctx: PrerenderContext, route: Route, notFound = false): PageJob {
  const page = pageDataFor(route, ctx.buildHash, notFound);
  const chunksOf = (content: unknown) =>
    [...componentsIn(content)].flatMap((name) => ctx.blockChunks[name] ?? []);
  // A client navigation already has the global's blocks; prefetch warms the page's own.
  const pageChunks = [...new Set(chunksOf(page.data.story.content))];
  if (pageChunks.length > 0) page.chunks = pageChunks;
  // The blocks this page uses are preloaded with the entry, so hydration does not wait on a second round trip.
  const blockFiles = chunksOf([page.data.story.content, ctx.global]);
  const pageJson = JSON.stringify(page);
  return {
    path: route.path,
    story: route.story.full_slug,
    pageJson,
    preloads: [...new Set([...ctx.assets.preloads, ...blockFiles])],
    notFound,
    key: pageKey(ctx.contextKey, pageJson, notFound),
  };
}

async function write(file: string, data: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return Buffer.byteLength(data);
}

/** Where a page is in the output (relative, `/`-separated): its HTML, its page data and any copy of them. */
export interface PageFiles {
  html: string[];
  data: string;
}

/** A page's files: its HTML and page data, and for the not-found page also the top-level `404.html`. */
export function pageFiles(page: Pick<PageJob, 'path' | 'notFound'>): PageFiles {
  const html = routeFile(page.path, 'index.html');
  return {
    html: page.notFound ? [html, topNotFoundFile] : [html],
    data: outputPath(pageDataUrl(page.path)),
  };
}

/** The bytes writePage writes for a page. */
export function pageBytes(job: PageJob, html: string): number {
  return Buffer.byteLength(html) * pageFiles(job).html.length + Buffer.byteLength(job.pageJson);
}

/** Writes a page's HTML and page-data files (and the top-level 404 page); returns the bytes written. */
export async function writePage(outDir: string, job: PageJob, html: string): Promise<number> {
  const files = pageFiles(job);
  // Every path is checked before the first write, so a refused page leaves no half of itself behind.
  const htmlFiles = files.html.map((file) => insideFolder(outDir, file));
  const dataFile = insideFolder(outDir, files.data);
  let bytes = await write(dataFile, job.pageJson);
  for (const file of htmlFiles) bytes += await write(file, html);
  return bytes;
}
