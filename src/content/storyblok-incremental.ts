/**
 * The publish service's listing of a published space: it keeps the last complete listing (the stories as the
 * build reads them, in the API's order, with the links listing read at the same `cv`), and at a later `cv`
 * reads only what changed. GET /cdn/links (1000 a page, with dates) says for every story its address, name,
 * place and `published_at`: about 11 requests at 10,000 stories, where the story listing takes 404 (25 a page
 * at 5 requests a second: over 80 s). When the only difference is `published_at` (text edits, the common
 * case), the stories that moved it are read again with `by_uuids` at the new `cv` and put in their place.
 *
 * Anything else is read in full, as a build without this service does:
 * - `resolve_links=url` puts each linked story's current slug, path and name into every story that links to
 *   it, and nothing tells which stories those are: a story renamed, moved, added or removed changes stories
 *   whose own `published_at` stays as it was. The full listing reads them all.
 * - The API's order of the stories is the order the build sees (menus, listings, the sitemap): it follows the
 *   stories' position and slug (and a start page's place in its folder), so a change to any of those, or a
 *   story added or removed, takes the full listing to know the new order. `published_at` plays no part in it.
 * - More stories changed than `maxChanged`: at 50 a request, reading them one by one stops paying.
 * - A read that does not add up (a links total that changes between pages, a story missing from the
 *   `by_uuids` answer, a links listing that does not name the stories a full listing gave): the full listing.
 * So the stories given are always the ones a full listing at the same `cv` gives, in the same order.
 */
import { errorMessage } from '../common/errors';
import type { ContentError } from './content-error';
import type { RawStory } from './story';
import type { RequestCount, StoryblokSource, StoryLink } from './storyblok-source';

/** Above this many stories changed, the full listing is read instead. */
export const defaultMaxChanged = 200;

export interface ListingReport {
  kind: 'incremental' | 'full';
  /** Stories read again (incremental) or in all (full). */
  read: number;
  /** Stories the listing holds. */
  stories: number;
  requests: number;
  ms: number;
  /** Why the full listing was read. */
  reason?: string;
}

interface Kept {
  cv: number;
  stories: RawStory[];
  links: Map<string, StoryLink>;
}

type Plan = { reread: string[] } | { full: string };

function uuidOf(story: RawStory): string | undefined {
  const uuid = (story.data as { uuid?: unknown } | null)?.uuid;
  return typeof uuid === 'string' ? uuid : undefined;
}

/** Everything of a link but its dates: what decides the order of the listing and what referrers resolve. */
function placeOf(link: StoryLink): string {
  return JSON.stringify([
    link.id,
    link.slug,
    link.path ?? null,
    link.name,
    link.parent_id ?? null,
    link.is_startpage === true,
    link.position ?? 0,
  ]);
}

const count = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What changed between the kept links and the new ones: the stories to read again, or why to read all. */
function plan(kept: ReadonlyMap<string, StoryLink>, now: readonly StoryLink[], maxChanged: number): Plan {
  const reread: string[] = [];
  const seen = new Set<string>();
  for (const link of now) {
    seen.add(link.uuid);
    const before = kept.get(link.uuid);
    if (!before) return { full: `a story was added (${link.slug})` };
    if (placeOf(before) !== placeOf(link)) return { full: `a story was renamed or moved (${link.slug})` };
    if ((before.published_at ?? null) !== (link.published_at ?? null)) reread.push(link.uuid);
  }
  if (seen.size !== now.length) return { full: 'the links listing names a story twice' };
  for (const [uuid, link] of kept) {
    if (!seen.has(uuid)) return { full: `a story was removed or unpublished (${link.slug})` };
  }
  if (reread.length > maxChanged) {
    return { full: `${count(reread.length, 'story', 'stories')} changed, more than ${maxChanged}` };
  }
  return { reread };
}

export class IncrementalListing {
  private kept: Kept | undefined;
  /** The last read's report (the publish service's log and /status). */
  lastReport: ListingReport | undefined;
  private listedBefore = false;

  constructor(
    private readonly source: StoryblokSource,
    private readonly options: {
      maxChanged?: number;
      /** false: every read is a full one, reported all the same (PUBLISH_LISTING=full). */
      incremental?: boolean;
      log?: (line: string) => void;
    } = {},
  ) {}

  /** Every story at cache version `cv`, in the API's order: only what changed since the last read, if it can. */
  async loadStoriesAt(cv: number): Promise<{ stories: RawStory[]; errors: ContentError[] }> {
    const started = Date.now();
    const requests: RequestCount = { requests: 0 };
    let reason = this.listedBefore
      ? 'the last listing could not be kept to compare with'
      : 'the first listing since the service started';
    if (!this.incremental) reason = 'every build reads every story (PUBLISH_LISTING=full)';
    else if (this.source.config.version !== 'published') reason = 'drafts have no cache version to compare';
    else if (this.kept) {
      try {
        const stories = await this.tryIncremental(cv, this.kept, requests);
        if (Array.isArray(stories)) {
          return { stories, errors: [] };
        }
        reason = stories.full;
      } catch (error) {
        reason = `the incremental read failed: ${errorMessage(error)}`;
      }
    }
    this.kept = undefined;
    return { stories: await this.readAll(cv, requests, started, reason), errors: [] };
  }

  private async tryIncremental(
    cv: number,
    kept: Kept,
    requests: RequestCount,
  ): Promise<RawStory[] | { full: string }> {
    const started = Date.now();
    const links = await this.source.listLinksAt(cv, requests);
    const next = plan(kept.links, links, this.options.maxChanged ?? defaultMaxChanged);
    if ('full' in next) return next;
    const read = await this.source.loadStoriesByUuids(cv, next.reread, requests);
    const byUuid = new Map(read.map((story) => [uuidOf(story), story]));
    const stories = kept.stories.map((story) => byUuid.get(uuidOf(story)) ?? story);
    this.kept = { cv, stories, links: new Map(links.map((link) => [link.uuid, link])) };
    this.report({
      kind: 'incremental',
      read: read.length,
      stories: stories.length,
      requests: requests.requests,
      ms: Date.now() - started,
    });
    return stories;
  }

  /** The links, then every story, at `cv`; kept for the next read when the two name the same stories. */
  private async readAll(
    cv: number,
    requests: RequestCount,
    started: number,
    reason: string,
  ): Promise<RawStory[]> {
    const published = this.incremental && this.source.config.version === 'published';
    // The links only serve the next read: without them this one still reads every story.
    const links = published
      ? await this.source.listLinksAt(cv, requests).catch((error: unknown) => {
          this.options.log?.(`listing: the links at cv ${cv} could not be read: ${errorMessage(error)}`);
          return undefined;
        })
      : [];
    const { stories } = await this.source.loadStoriesAt(cv, requests);
    const uuids = new Set(stories.map(uuidOf));
    const agree =
      published &&
      links !== undefined &&
      links.length === stories.length &&
      links.every((link) => uuids.has(link.uuid));
    if (agree) this.kept = { cv, stories, links: new Map(links.map((link) => [link.uuid, link])) };
    else if (links !== undefined && published) {
      this.options.log?.(
        `listing: the links (${links.length}) and the stories (${stories.length}) at cv ${cv} do not name the same stories: the next publish reads everything again`,
      );
    }
    this.report({
      kind: 'full',
      read: stories.length,
      stories: stories.length,
      requests: requests.requests,
      ms: Date.now() - started,
      reason,
    });
    return stories;
  }

  /** The last read's report, once: undefined when nothing was read since the last call. */
  takeReport(): ListingReport | undefined {
    const report = this.lastReport;
    this.lastReport = undefined;
    return report;
  }

  private get incremental(): boolean {
    return this.options.incremental !== false;
  }

  private report(report: ListingReport): void {
    this.listedBefore = true;
    this.lastReport = report;
    this.options.log?.(describeListing(report));
  }
}

/** `listing: 2 stories re-read of 10,093 (12 requests, 2.4 s)` / `full listing: a story was added (…)`. */
export function describeListing(report: ListingReport): string {
  const cost = `${count(report.requests, 'request', 'requests')}, ${(report.ms / 1000).toFixed(1)} s`;
  if (report.kind === 'incremental') {
    return `listing: ${count(report.read, 'story', 'stories')} re-read of ${report.stories.toLocaleString('en-US')} (${cost})`;
  }
  return `full listing: ${report.reason ?? 'asked for'} (${count(report.stories, 'story', 'stories')}, ${cost})`;
}
