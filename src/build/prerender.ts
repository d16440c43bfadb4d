/** Writes one route's HTML and page-data files into the output folder. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { componentsIn } from '../blocks/block-registry';
import type { Blok } from '../content/blok';
import type { InitialState } from '../content/page-data';
import type { DocumentAssets } from '../layouts/document';
import { routing } from '../config/site';
import { pageDataUrl, routeFile } from '../shared/paths';
import type { ServerRenderer } from './bundle';
import { pageDataFor } from './page-data';
import type { Route } from './routes';

export interface PrerenderContext {
  outDir: string;
  renderer: ServerRenderer;
  assets: DocumentAssets;
  buildHash: string;
  /** Content of the global story (menus, footer), or null when the content has none. */
  global: Blok | null;
  blockChunks: Record<string, string[]>;
}

async function write(file: string, data: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return Buffer.byteLength(data);
}

/** Renders a route; returns the bytes written. */
export async function prerenderRoute(ctx: PrerenderContext, route: Route, notFound = false): Promise<number> {
  const page = pageDataFor(route, ctx.buildHash, notFound);
  const state: InitialState = { page, global: ctx.global };
  // The blocks this page uses are preloaded with the entry, so hydration does not wait on a second round trip.
  const blockFiles = [...componentsIn([page.data.story.content, ctx.global])].flatMap(
    (name) => ctx.blockChunks[name] ?? [],
  );
  const assets = { ...ctx.assets, preloads: [...new Set([...ctx.assets.preloads, ...blockFiles])] };
  const html = ctx.renderer.renderPage({ state, assets });
  const dataFile = path.join(ctx.outDir, pageDataUrl(route.path).replace(/^\/+/, ''));
  let bytes = await write(path.join(ctx.outDir, routeFile(route.path, 'index.html')), html);
  bytes += await write(dataFile, JSON.stringify(page));
  if (notFound) bytes += await write(path.join(ctx.outDir, `${routing.notFoundSlug}.html`), html);
  return bytes;
}
