/**
 * Rendered pages (`{cacheDir}/pages/{key}.html`): the HTML exactly as the server bundle returned it, before
 * any later step (CSS pruning) rewrites the staged copy. The key hashes everything the HTML is made from, so
 * a page whose key is stored needs no rendering. Beside each page, the document the site search indexes
 * (search-document.mjs) and its word list (page-words.mjs), so an unchanged page is not rendered or scanned
 * again for the search index or CSS pruning; and beside the folder, the words tally of the last build
 * (words-tally.ts), so a page that build counted is not even read.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Blok } from '../../content/blok';
import type { DocumentAssets } from '../../layouts/document';
import { parseWordList, type WordList } from '../style/page-words.mjs';

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
/** Beside every page: its words, with those of its render with every lazy panel open (render-worker.mjs). */
const wordsSuffix = '.words.txt';
/** Beside every page: what the site search indexes of it (search-document.mjs). */
const searchSuffix = '.search.html';

/** The key a cache file belongs to (a page, its words or search document); temporary files belong to none. */
function keyOfFile(name: string): string {
  for (const suffix of [searchSuffix, pageSuffix, wordsSuffix]) {
    if (name.endsWith(suffix)) return name.slice(0, -suffix.length);
  }
  return name;
}

export class PageCache {
  private ready: Promise<unknown> | null = null;
  /** The last build's words tally (words-tally.ts): beside the folder, so pruning never takes it for a page. */
  readonly tallyFile: string;

  constructor(private readonly dir: string) {
    this.tallyFile = `${dir}.tally.json`;
  }

  private file(name: string): string {
    return path.join(this.dir, name);
  }

  /** Keys stored now: one directory listing instead of a failed open per page that is not stored. */
  async keys(): Promise<Set<string>> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return new Set(names.filter((name) => name.endsWith(pageSuffix)).map(keyOfFile));
  }

  /** The stored HTML of a key, or null (not stored, or damaged). */
  async readHtml(key: string): Promise<string | null> {
    const html = await readFile(this.file(`${key}${pageSuffix}`), 'utf8').catch(() => null);
    return html !== null && isWholePage(html) ? html : null;
  }

  /** The stored word list of a page, or null (not stored: a page stored before word lists; or damaged). */
  async readWords(key: string): Promise<WordList | null> {
    const text = await readFile(this.file(`${key}${wordsSuffix}`), 'utf8').catch(() => null);
    return text === null ? null : parseWordList(text);
  }

  /** The stored search document of a page, or null. */
  async readSearch(key: string): Promise<string | null> {
    return readFile(this.file(`${key}${searchSuffix}`), 'utf8').catch(() => null);
  }

  /**
   * Stores a rendered page, its word list (page-words.mjs wordListText) and its search document. Returns
   * whether the search document was stored (the build keeps it in memory when it was not).
   */
  async write(key: string, html: string, words: string, search: string): Promise<boolean> {
    // The words and the search document first: once the page is listed, everything it needs is there.
    await this.store(`${key}${wordsSuffix}`, words);
    const searchStored = await this.store(`${key}${searchSuffix}`, search);
    await this.store(`${key}${pageSuffix}`, html);
    return searchStored;
  }

  /** Written beside and renamed, so a reader never sees half a file; false when it could not be. */
  private async store(name: string, text: string): Promise<boolean> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.tmp-${process.pid}-${randomUUID()}`);
    try {
      await this.ready;
      await writeFile(temp, text);
      await rename(temp, this.file(name));
      return true;
    } catch {
      // A cache that cannot be written costs the next build time, not this one its output.
      await rm(temp, { force: true });
      return false;
    }
  }

  /**
   * Drops pages this build did not use once they outnumber the used ones (old versions of edited pages).
   * A build running at the same time that wanted one of them renders it again; nothing breaks.
   */
  async prune(used: ReadonlySet<string>): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    // Counted in pages, not files: a page has three.
    if (new Set(names.map(keyOfFile)).size <= used.size * 2 + 100) return 0;
    const stale = names.filter((name) => !used.has(keyOfFile(name)));
    await Promise.all(stale.map((name) => rm(path.join(this.dir, name), { force: true })));
    return stale.length;
  }
}
