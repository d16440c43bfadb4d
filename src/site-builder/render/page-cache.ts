/**
 * Rendered pages (`{cacheDir}/pages/{key}.html`): the HTML exactly as the server bundle returned it, before
 * any later step (CSS pruning) rewrites the staged copy. The key hashes everything the HTML is made from, so
 * a page whose key is stored needs no rendering.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Blok } from '../../content/blok';
import type { DocumentAssets } from '../../layouts/document';

/**
 * Environment the server bundle reads while rendering: integrations.ts falls back to process.env for VITE_*
 * values and reads SITE_URL there; NODE_ENV can switch React's behaviour.
 */
const renderEnv = /^(VITE_|SITE_URL$|NODE_ENV$)/;

export interface RenderContext {
  /** Hash of the server bundle's files (the code that renders). */
  ssrHash: string;
  /** Hash of the client code, written into every page. */
  buildHash: string;
  assets: DocumentAssets;
  blockChunks: Record<string, string[]>;
  /** Content of the global story (menus, footer), rendered into every page. */
  global: Blok | null;
  env: NodeJS.ProcessEnv;
}

/** Hash of what every page shares; combined with each page's own data by pageKey. */
export function renderContextKey(ctx: RenderContext): string {
  const env = Object.entries(ctx.env)
    .filter(([name]) => renderEnv.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([ctx.ssrHash, ctx.buildHash, ctx.assets, ctx.blockChunks, ctx.global, env]))
    .digest('hex');
}

/** A page's key: the shared context and its page-data file (route path, story with image data, build hash). */
export function pageKey(contextKey: string, pageJson: string, notFound: boolean): string {
  return createHash('sha256')
    .update(`${contextKey}\0${notFound ? '404' : 'page'}\0`)
    .update(pageJson)
    .digest('hex')
    .slice(0, 40);
}

/** A whole document, as renderPage returns it; anything else in the cache is damage and is rendered again. */
function isWholePage(html: string): boolean {
  return html.startsWith('<!DOCTYPE html>') && html.trimEnd().endsWith('</html>');
}

const pageSuffix = '.html';
/** Beside a page with lazy panels: the words of its render with every panel open (render-worker.mjs). */
const panelWordsSuffix = '.panel-words.txt';

/** The key a cache file belongs to (a page or its panel words); temporary files belong to none. */
function keyOfFile(name: string): string {
  for (const suffix of [pageSuffix, panelWordsSuffix]) {
    if (name.endsWith(suffix)) return name.slice(0, -suffix.length);
  }
  return name;
}

export interface CachedPage {
  html: string;
  /** The words of the page with every lazy panel open, one per line (null: not asked for). */
  panelWords: string | null;
}

export class PageCache {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly dir: string) {}

  private file(name: string): string {
    return path.join(this.dir, name);
  }

  /** Keys stored now: one directory listing instead of a failed open per page that is not stored. */
  async keys(): Promise<Set<string>> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return new Set(names.filter((name) => name.endsWith(pageSuffix)).map(keyOfFile));
  }

  /**
   * The stored page of a key, or null (not stored, or damaged). A page with lazy panels needs its panel
   * words too (`withPanelWords`); without them it counts as not stored and is rendered again.
   */
  async read(key: string, withPanelWords: boolean): Promise<CachedPage | null> {
    const html = await readFile(this.file(`${key}${pageSuffix}`), 'utf8').catch(() => null);
    if (html === null || !isWholePage(html)) return null;
    if (!withPanelWords) return { html, panelWords: null };
    const panelWords = await readFile(this.file(`${key}${panelWordsSuffix}`), 'utf8').catch(() => null);
    return panelWords === null ? null : { html, panelWords };
  }

  /** Stores a rendered page and, for a page with lazy panels, its panel words. */
  async write(key: string, html: string, panelWords: string | null): Promise<void> {
    // The words first: once the page is listed, everything it needs is there.
    if (panelWords !== null) await this.store(`${key}${panelWordsSuffix}`, panelWords);
    await this.store(`${key}${pageSuffix}`, html);
  }

  /** Written beside and renamed, so a reader never sees half a file. */
  private async store(name: string, text: string): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.tmp-${process.pid}-${randomUUID()}`);
    try {
      await this.ready;
      await writeFile(temp, text);
      await rename(temp, this.file(name));
    } catch {
      // A cache that cannot be written costs the next build time, not this one its output.
      await rm(temp, { force: true });
    }
  }

  /**
   * Drops pages this build did not use once they outnumber the used ones (old versions of edited pages).
   * A build running at the same time that wanted one of them renders it again; nothing breaks.
   */
  async prune(used: ReadonlySet<string>): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    // Counted in pages, not files: a page with lazy panels has two.
    if (new Set(names.map(keyOfFile)).size <= used.size * 2 + 100) return 0;
    const stale = names.filter((name) => !used.has(keyOfFile(name)));
    await Promise.all(stale.map((name) => rm(path.join(this.dir, name), { force: true })));
    return stale.length;
  }
}
