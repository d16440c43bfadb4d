/**
 * Stories from a Storyblok space (or the local content server) through storyblok-js-client. Reads the
 * space's cache version from /cdn/spaces/me (never cached), then lists every story with GET /cdn/stories,
 * 25 per page, the page count taken from the `Total` and `Per-Page` headers. Any failed request stops
 * the load with an error naming it, so a build never goes on with part of the content.
 */
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
import { ContentServiceError } from './content-service-error';
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

export interface StoryblokSourceOptions extends ClientHooks {
  /** Local static assets still copied into the site (icons under content/assets/img); Storyblok assets stay remote. */
  assetsDir?: string | undefined;
}

interface StoryEnvelopeLike {
  full_slug?: unknown;
}

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
        'invalid_json',
        `${describeRequest(this.endpoint, path)} returned no space version`,
        describeRequest(this.endpoint, path),
        200,
      );
    }
    return space;
  }

  /** Every story matching `params` (e.g. `starts_with`), all pages, in the order the API lists them. */
  async listStories(params: ISbStoriesParams = {}): Promise<unknown[]> {
    const path = 'cdn/stories';
    const base: ISbStoriesParams = { version: this.config.version, per_page: this.config.perPage, ...params };
    const page = async (n: number) => {
      const query = { ...base, page: n };
      // The client adds the token to the object it is given; keep ours clean for the error message.
      const response = await this.request(path, query, () => this.client.get(path, { ...query }));
      return { ...response, stories: storiesOf(response.data, describeRequest(this.endpoint, path, query)) };
    };
    const first = await page(1);
    const perPage = first.perPage || base.per_page || this.config.perPage;
    const pages = first.total ? Math.ceil(first.total / perPage) : 1;
    // Later pages go out together; the client's throttle keeps them within the rate limit.
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
    return [first, ...rest].flatMap((r) => r.stories);
  }

  /** GET /cdn/stories/{slug}: one story by full slug, id, or (with find_by=uuid) uuid. */
  async fetchStory(slug: string, params: ISbStoriesParams = {}): Promise<unknown> {
    const path = `cdn/stories/${slug}`;
    const query: ISbStoriesParams = { version: this.config.version, ...params };
    const response = await this.request(path, query, () => this.client.get(path, { ...query }));
    return (response.data as { story?: unknown }).story;
  }

  async loadStories(): Promise<{ stories: RawStory[]; errors: ContentError[] }> {
    const space = await this.fetchSpace();
    const stories = await this.listStories({ cv: space.version });
    return {
      stories: stories.map((data) => ({
        origin: `cdn/stories/${String((data as StoryEnvelopeLike).full_slug ?? '?')}`,
        data: stripEditable(data),
      })),
      errors: [],
    };
  }

  /** Empties the client's response cache (published responses) and its remembered cache version. */
  async flushCache(): Promise<void> {
    await this.client.flushCache();
  }
}

function storiesOf(data: unknown, request: string): unknown[] {
  const stories = (data as { stories?: unknown } | undefined)?.stories;
  if (!Array.isArray(stories)) {
    throw new ContentServiceError('invalid_json', `${request} returned no "stories" array`, request, 200);
  }
  return stories;
}
