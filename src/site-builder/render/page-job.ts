/** One route's render job (its page data and cache key) and the files it becomes in the output. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { componentsIn } from '../../blocks/registry/components-in';
import { insideFolder } from '../../common/inside-folder';
import { routeFile } from '../../common/paths';
import { outputPath, pageDataUrl } from '../../config/site-paths';
import { topNotFoundFile } from '../../config/output-names';
import { pageKey } from './page-cache';
import { pageDataFor } from '../../content/routes/route-page-data';
import type { Route } from '../../content/routes/routes';

export interface PrerenderContext {
  buildHash: string;
  blockChunks: Record<string, string[]>;
  /** renderContextKey of this build. */
  contextKey: string;
}

/** What rendering one page needs; plain strings and arrays, so it crosses to a worker thread cheaply. */
export interface PageJob {
  path: string;
  /** The story's full_slug, to name it when its page cannot be rendered. */
  story: string;
  /**
   * The page-data file's text: written as it is, and parsed into the page's initial state. The renderer
   * finds the page's preloads in it (entry-server `pagePreloads`), off the main thread.
   */
  pageJson: string;
  notFound: boolean;
  key: string;
}

export function pageJob(ctx: PrerenderContext, route: Route, notFound = false): PageJob {
  const page = pageDataFor(route, ctx.buildHash, notFound);
  // A client navigation already has the global's blocks and renders the page anew: prefetch warms its own.
  const pageChunks = [
    ...new Set([...componentsIn(page.data.story.content)].flatMap((name) => ctx.blockChunks[name] ?? [])),
  ];
  if (pageChunks.length > 0) page.chunks = pageChunks;
  const pageJson = JSON.stringify(page);
  return {
    path: route.path,
    story: route.story.full_slug,
    pageJson,
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

/** The bytes writePage writes for a page whose HTML has `htmlBytes` bytes. */
export function pageBytes(job: PageJob, htmlBytes: number): number {
  return htmlBytes * pageFiles(job).html.length + Buffer.byteLength(job.pageJson);
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
