/**
 * Stories from a Storyblok space (or the local content server) through storyblok-js-client. Reads the
 * space's cache version from /cdn/spaces/me (never cached), then lists every story with GET /cdn/stories,
 * 25 per page, the page count taken from the `Total` header and every page checked against it. Any
 * failed request or listing that does not add up stops the load with an error naming the request, so a
 * build never goes on with part of the content.
 */
import { createHash } from 'node:crypto';
import type StoryblokClient from 'storyblok-js-client';
import type { ISbStoriesParams } from 'storyblok-js-client';
import {
  createStoryblokClient,
  describeRequest,
  endpointOf,
  toServiceError,
  type ClientHooks,
} from './storyblok-client';
import type { StoryblokConfig } from './storyblok-config';
import { contentService } from '../config/site';
import { storyblokPageCeilings } from '../config/storyblok-pages';
import { ContentServiceError } from './content-service-error';
import { ListingCheck, type ListingPage } from './storyblok-listing';
import type { ContentError } from './content-error';
import type { ContentSource } from './source';
import type { RawStory } from './story';
import { stripEditable } from './strip-editable';

export interface SpaceInfo {
  id: number;
  name: string;
  /** Cache version (`cv`), Unix seconds; changes on every publish. */
  version: number;
  language_codes: string[];
}

/** Counts the requests a listing sends (pages, the end probe included), for the publish service's log. */
export interface RequestCount {
  requests: number;
}

/** A story's entry in GET /cdn/links: its address, name and place, and when it was last published. */
export interface StoryLink {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  name: string;
  parent_id: number | null;
  is_startpage: boolean;
  position: number;
  published_at: string | null;
}

export interface StoryblokSourceOptions extends ClientHooks {
  /** Local static assets still copied into the site (icons under content/assets/img); Storyblok assets stay remote. */
  assetsDir?: string | undefined;
}

interface StoryEnvelopeLike {
  full_slug?: unknown;
}

/**
 * Links to stories come with the linked story's current address (docs/behaviour.md §2.15): a multilink's
 * `cached_url` is what the editor picked, and goes stale when the target is renamed or moved; with
 * `resolve_links=url` Storyblok sends each linked story's `full_slug`, and the client puts it into the link.
 * `content:pull` keeps the raw stories, as Storyblok stores them.
 */
const resolvedLinks = { resolve_links: 'url' } as const satisfies ISbStoriesParams;

export class StoryblokSource implements ContentSource {
  readonly name: string;
  readonly assetsDir: string | undefined;
  readonly client: StoryblokClient;
  private readonly endpoint: string;

  constructor(
    readonly config: StoryblokConfig,
    options: StoryblokSourceOptions = {},
  ) {
    this.name = `storyblok:${config.version}`;
    this.assetsDir = options.assetsDir;
    this.endpoint = endpointOf(config);
    this.client = createStoryblokClient(config, options);
  }

  private async request<T>(path: string, params: ISbStoriesParams, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw toServiceError(error, describeRequest(this.endpoint, path, params));
    }
  }

  /** GET /cdn/spaces/me: the space and its current cache version. Never cached, sent without `cv`. */
  async fetchSpace(): Promise<SpaceInfo> {
    const path = 'cdn/spaces/me';
    const response = await this.request(path, {}, () => this.client.get(path, {}));
    const space = (response.data as { space?: SpaceInfo } | undefined)?.space;
    if (!space || typeof space.version !== 'number') {
      throw new ContentServiceError(
        'invalid_response',
        `${describeRequest(this.endpoint, path)} returned no space version`,
        describeRequest(this.endpoint, path),
        200,
        'The content service answered something that is not a Storyblok space: check STORYBLOK_ENDPOINT.',
      );
    }
    return space;
  }

  /**
   * Every story matching `params` (e.g. `starts_with`), all pages, in the order the API lists them. The
   * pages must add up (storyblok-listing.ts); the first failure stops the requests still waiting.
   */
  async listStories(params: ISbStoriesParams = {}, count?: RequestCount): Promise<unknown[]> {
    return this.listPages('cdn/stories', params, this.config.perPage, storiesOf, count);
  }

  /**
   * Every published story of GET /cdn/links at cache version `cv`, with its dates (`include_dates=1`), 1000 a
   * page: the address, name, place and `published_at` of each, about 11 requests for 10,000 stories where the
   * story listing takes 404. Folders, and stories the answer marks unpublished, are left out. The pages must add
   * up as a story listing's do.
   */
  async listLinksAt(cv: number, count?: RequestCount): Promise<StoryLink[]> {
    const params = { cv, include_dates: 1, paginated: 1 } as ISbStoriesParams;
    const links = await this.listPages('cdn/links', params, storyblokPageCeilings.links, linksOf, count, 2);
    return links.filter((link) => !link.is_folder && link.published !== false);
  }

  /**
   * All pages of a paginated listing, in the order the API gives them. `ceiling`: how many times the build's
   * story limit the listing may hold (the links list folders too).
   */
  private async listPages<T>(
    path: string,
    params: ISbStoriesParams,
    perPage: number,
    itemsOf: (data: unknown, request: string) => T[],
    count: RequestCount | undefined,
    ceiling = 1,
  ): Promise<T[]> {
    const base: ISbStoriesParams = { version: this.config.version, per_page: perPage, ...params };
    const check = new ListingCheck(
      Number(base.per_page) || perPage,
      ceiling * (this.config.maxStories ?? contentService.maxStories),
    );
    const stop = new AbortController();
    const page = async (n: number): Promise<ListingPage<T>> => {
      const query = { ...base, page: n };
      const request = describeRequest(this.endpoint, path, query);
      if (count) count.requests++;
      // The client adds the token to the object it is given; keep ours clean for the error message.
      const response = await this.request(path, query, () =>
        this.client.get(path, { ...query }, { signal: stop.signal }),
      );
      const listed: ListingPage<T> = {
        request,
        page: n,
        stories: itemsOf(response.data, request),
        headers: headersOf(response.headers),
      };
      check.check(listed);
      return listed;
    };
    try {
      const first = await page(1);
      const later = Array.from({ length: Math.max(0, check.pages - 1) }, (_, i) => i + 2);
      if (check.needsEndProbe) later.push(check.pages + 1);
      // Later pages go out together; the transport's throttle spaces them.
      const rest = await Promise.all(later.map(page));
      check.finish(first.request);
      return [first, ...rest].flatMap((r) => r.stories);
    } finally {
      stop.abort();
    }
  }

  /** GET /cdn/stories/{slug}: one story by full slug, id, or (with find_by=uuid) uuid; its links resolved. */
  async fetchStory(slug: string, params: ISbStoriesParams = {}): Promise<unknown> {
    const path = `cdn/stories/${slug}`;
    const query: ISbStoriesParams = { version: this.config.version, ...resolvedLinks, ...params };
    const response = await this.request(path, query, () => this.client.get(path, { ...query }));
    return (response.data as { story?: unknown }).story;
  }

  /** The space's cache version, for published content only: a draft's save leaves it as it was. */
  async stamp(): Promise<string | undefined> {
    if (this.config.version !== 'published') return undefined;
    return this.stampAt((await this.fetchSpace()).version);
  }

  /** The stamp of the published space at cache version `cv` (see ContentSource.stamp). */
  stampAt(cv: number): string | undefined {
    if (this.config.version !== 'published') return undefined;
    const limit = this.config.maxStories ?? contentService.maxStories;
    // The token names the space (two spaces may share a cache version); only its hash goes into the stamp.
    const space = createHash('sha256')
      .update(this.config.accessToken ?? this.config.oauthToken ?? '')
      .digest('hex');
    return `storyblok\0${this.endpoint}\0${space}\0${this.config.version}\0per_page=${this.config.perPage}\0max=${limit}\0cv=${cv}`;
  }

  async loadStories(): Promise<{ stories: RawStory[]; errors: ContentError[] }> {
    const space = await this.fetchSpace();
    return this.loadStoriesAt(space.version);
  }

  /**
   * Every story at one cache version `cv`, given by the caller: the publish service reads the version once
   * after a webhook and builds every request with it, so one build never mixes two states of the space.
   */
  async loadStoriesAt(
    cv: number,
    count?: RequestCount,
  ): Promise<{ stories: RawStory[]; errors: ContentError[] }> {
    const stories = await this.listStories({ cv, ...resolvedLinks }, count);
    return { stories: stories.map(rawStoryOf), errors: [] };
  }

  /**
   * The stories with these uuids at cache version `cv`, read as loadStoriesAt reads them (the same `cv` and
   * `resolve_links`), in the order the API gives them; each page of `by_uuids` asks for fewer stories than
   * it holds, so no probe for a further page is needed. An answer that leaves out a story asked for, or
   * adds one, is an error naming the request.
   */
  async loadStoriesByUuids(cv: number, uuids: readonly string[], count?: RequestCount): Promise<RawStory[]> {
    const read: RawStory[] = [];
    for (let start = 0; start < uuids.length; start += uuidsPerRequest) {
      const asked = uuids.slice(start, start + uuidsPerRequest);
      const params: ISbStoriesParams = {
        cv,
        ...resolvedLinks,
        by_uuids: asked.join(','),
        per_page: storyblokPageCeilings.stories,
      };
      const stories = await this.listStories(params, count);
      const got = new Set(stories.map((story) => (story as { uuid?: unknown }).uuid));
      const missing = asked.filter((uuid) => !got.has(uuid));
      if (missing.length > 0 || got.size !== stories.length || stories.length !== asked.length) {
        const request = describeRequest(this.endpoint, 'cdn/stories', params);
        throw new ContentServiceError(
          'invalid_listing',
          `${request} answered ${stories.length} stories for ${asked.length} uuids` +
            (missing.length > 0 ? `, without ${missing.slice(0, 3).join(', ')}` : ''),
          request,
          200,
          'A story was unpublished while it was read, or the service ignores by_uuids: build again.',
        );
      }
      read.push(...stories.map(rawStoryOf));
    }
    return read;
  }

  /** Empties the client's response cache (published responses) and its remembered cache version. */
  async flushCache(): Promise<void> {
    await this.client.flushCache();
  }
}

/** Under per_page=100, and short enough for any proxy's URL limit (50 uuids of 36 characters). */
const uuidsPerRequest = 50;

function rawStoryOf(data: unknown): RawStory {
  return {
    origin: `cdn/stories/${String((data as StoryEnvelopeLike).full_slug ?? '?')}`,
    data: stripEditable(data),
  };
}

/** The client types its headers as `Headers` but hands over a plain object of lower-case names. */
function headersOf(headers: unknown): Record<string, unknown> {
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : {};
}

interface LinkEntry extends StoryLink {
  is_folder?: boolean;
  published?: boolean;
}

/** /cdn/links answers an object keyed by uuid; each entry is checked for the fields the comparison reads. */
function linksOf(data: unknown, request: string): LinkEntry[] {
  const links = (data as { links?: unknown } | undefined)?.links;
  if (typeof links !== 'object' || links === null || Array.isArray(links)) {
    throw new ContentServiceError(
      'invalid_response',
      `${request} returned no "links" object`,
      request,
      200,
      'The content service answered something that is not a links listing: check STORYBLOK_ENDPOINT and any proxy in front of it.',
    );
  }
  return Object.values(links).map((link: unknown) => {
    const entry = link as Partial<LinkEntry> | null;
    if (typeof entry?.uuid !== 'string' || typeof entry.slug !== 'string') {
      throw new ContentServiceError(
        'invalid_response',
        `${request} returned a link without a uuid or slug`,
        request,
        200,
        'The content service answered links that are not Storyblok link objects: check STORYBLOK_ENDPOINT.',
      );
    }
    return entry as LinkEntry;
  });
}

function storiesOf(data: unknown, request: string): unknown[] {
  const stories = (data as { stories?: unknown } | undefined)?.stories;
  if (!Array.isArray(stories)) {
    throw new ContentServiceError(
      'invalid_response',
      `${request} returned no "stories" list`,
      request,
      200,
      'The content service answered something that is not a story listing: check STORYBLOK_ENDPOINT and any proxy in front of it.',
    );
  }
  return stories;
}
