/**
 * The search documents of a build's pages (search-document.mjs), as the site search's index needs them:
 * each page's route and a hash of its document, which key the index in the build cache (search-index.ts),
 * and the text itself read back from the page cache only when the index has to be made again. 10,000
 * pages' documents are never held in memory at once; only one the page cache could not store is kept.
 */
import { createHash } from 'node:crypto';
import type { PageCache } from '../render/page-cache';
import type { PageJob } from '../render/page-job';

export interface SearchDocRef {
  /** Route path of the page (`/a/b/`). */
  path: string;
  notFound: boolean;
  /** The page's cache key: where its document is stored. */
  key: string;
  /** Hash of the document's text. */
  hash: string;
}

export function searchDocHash(doc: string): string {
  return createHash('sha256').update(doc).digest('hex').slice(0, 40);
}

export class SearchDocs {
  readonly pages: SearchDocRef[] = [];
  private readonly unsaved = new Map<string, string>();

  constructor(private readonly cache: Pick<PageCache, 'readSearch'>) {}

  /** A page's document; `stored`: whether the page cache holds it (else it is kept here). */
  add(job: Pick<PageJob, 'path' | 'notFound' | 'key'>, doc: string, stored: boolean): void {
    this.pages.push({ path: job.path, notFound: job.notFound, key: job.key, hash: searchDocHash(doc) });
    if (!stored) this.unsaved.set(job.key, doc);
  }

  /** A page whose document's hash is known (kept from the page cache, words-tally.ts): nothing is read. */
  addHashed(job: Pick<PageJob, 'path' | 'notFound' | 'key'>, hash: string): void {
    this.pages.push({ path: job.path, notFound: job.notFound, key: job.key, hash });
  }

  async read(ref: SearchDocRef): Promise<string> {
    const doc = this.unsaved.get(ref.key) ?? (await this.cache.readSearch(ref.key));
    if (doc === null) throw new Error(`The search document of ${ref.path} is missing from the page cache`);
    return doc;
  }
}
