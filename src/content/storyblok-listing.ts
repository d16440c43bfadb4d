/**
 * Checks that the pages of a story listing add up: every page says the same `Total`, holds exactly the
 * stories that `Total` and `per_page` promise, repeats no story of an earlier page, and stays within
 * the stories a build reads. A service (or a CDN in front of it) that ignores `per_page` or `page`, or
 * miscounts, would otherwise publish a site with pages missing or repeated.
 */
import { ContentServiceError } from './content-service-error';

export interface ListingPage<T = unknown> {
  /** The request, as errors name it. */
  request: string;
  /** 1-based. */
  page: number;
  stories: T[];
  /** Response headers, lower-case names. */
  headers: Record<string, unknown>;
}

const checkService =
  'The content service, or a proxy or CDN in front of it, answered a listing that does not add up, so nothing was built. ' +
  'Check STORYBLOK_ENDPOINT and anything that caches or rewrites its answers (it must pass page and per_page through), then build again.';

function listingError(request: string, what: string, hint = checkService): ContentServiceError {
  return new ContentServiceError('invalid_listing', `${request} ${what}`, request, 200, hint);
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** What identifies a story across pages: its id, else its uuid, else its full slug. */
function storyKey(story: unknown): string | undefined {
  const s = story as { id?: unknown; uuid?: unknown; full_slug?: unknown };
  if (typeof s.id === 'number' || typeof s.id === 'string') return `id ${String(s.id)}`;
  if (typeof s.uuid === 'string') return `uuid ${s.uuid}`;
  if (typeof s.full_slug === 'string') return `full_slug "${s.full_slug}"`;
  return undefined;
}

export class ListingCheck {
  private total: number | undefined;
  private readonly seen = new Map<string, number>();
  private read = 0;

  constructor(
    readonly perPage: number,
    readonly maxStories: number,
  ) {}

  /** Pages the listing has, once the first page was checked. */
  get pages(): number {
    return Math.ceil((this.total ?? 0) / this.perPage);
  }

  /** True when the last page the `Total` promises is full: only an empty page after it proves nothing follows. */
  get needsEndProbe(): boolean {
    return (this.total ?? 0) > 0 && (this.total ?? 0) % this.perPage === 0;
  }

  /** Checks one page (the first one first); throws an error naming its request. */
  check(page: ListingPage): void {
    const total = this.totalOf(page);
    if (page.stories.length > this.perPage) {
      throw listingError(
        page.request,
        `holds ${page.stories.length} stories on page ${page.page}, more than per_page=${this.perPage}: it ignores per_page`,
      );
    }
    const perPageHeader = header(page.headers, 'per-page');
    if (perPageHeader !== undefined && perPageHeader !== String(this.perPage)) {
      throw listingError(
        page.request,
        `answered Per-Page: ${perPageHeader} when asked for per_page=${this.perPage}`,
      );
    }
    const expected = Math.min(this.perPage, Math.max(0, total - (page.page - 1) * this.perPage));
    if (page.stories.length !== expected) {
      throw listingError(
        page.request,
        `holds ${page.stories.length} stories on page ${page.page} where Total: ${total} and per_page=${this.perPage} promise ${expected}`,
      );
    }
    for (const story of page.stories) {
      const key = storyKey(story);
      if (key === undefined) continue;
      const earlier = this.seen.get(key);
      if (earlier !== undefined) {
        throw listingError(
          page.request,
          `lists the story with ${key} again (already on page ${earlier}): it ignores page, or the listing changed while it was read`,
        );
      }
      this.seen.set(key, page.page);
    }
    this.read += page.stories.length;
  }

  /** After every page: the stories read are the stories the `Total` announced. */
  finish(request: string): void {
    if (this.read !== (this.total ?? 0)) {
      throw listingError(request, `announced Total: ${this.total ?? 0} but ${this.read} stories were read`);
    }
  }

  private totalOf(page: ListingPage): number {
    const raw = header(page.headers, 'total');
    if (raw === undefined) {
      throw listingError(
        page.request,
        'answered without a Total header, so there is no telling how many stories there are',
      );
    }
    if (!/^\d{1,15}$/.test(raw)) {
      throw listingError(
        page.request,
        `answered Total: ${JSON.stringify(raw.slice(0, 40))}, not a number of stories`,
      );
    }
    const total = Number(raw);
    if (this.total === undefined) {
      if (total > this.maxStories) {
        throw listingError(
          page.request,
          `announced Total: ${total} stories, more than the ${this.maxStories} a build reads`,
          'If the space really is that large, set STORYBLOK_MAX_STORIES above its story count; otherwise the content service, or a proxy in front of it, miscounts: check STORYBLOK_ENDPOINT.',
        );
      }
      this.total = total;
    } else if (total !== this.total) {
      throw listingError(
        page.request,
        `answered Total: ${total} on page ${page.page} after Total: ${this.total} on page 1`,
        'Content was published while the listing was read, or the service miscounts: build again.',
      );
    }
    return total;
  }
}
