/**
 * The stories of a content folder, as the local content server serves them. The folder is re-read when
 * a file changes (checked on each request by file names, sizes and modification times, which needs no
 * watcher to close), and every change bumps the space's version, the `cv` the API echoes. As in Storyblok, a
 * story's `published_at` moves when it is published: when its file changes after the first read (or it
 * appears), the story is served with the time of that read, unless the file itself sets `published_at`
 * (null: a draft). The publish service tells an edited story by it (src/content/storyblok-incremental.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface StoredStory {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  is_startpage?: boolean;
  position?: number;
  published_at?: string | null;
  content: Record<string, unknown>;
  [field: string]: unknown;
}

export interface StoreSnapshot {
  stories: StoredStory[];
  version: number;
  /** Files of this read that were not stories or not readable (maybe half written): named, left out. */
  unreadable: string[];
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function isStory(value: unknown): value is StoredStory {
  const v = value as Partial<StoredStory> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.full_slug === 'string' &&
    typeof v.content === 'object' &&
    v.content !== null
  );
}

/** What the file said of a story at the last read, and the `published_at` it was served with. */
interface Published {
  /** A digest of the file's story without `published_at`: the whole text would keep a second copy of the space. */
  body: string;
  fileValue: string | null | undefined;
  served: string | null | undefined;
}

function bodyDigest(story: StoredStory): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...story, published_at: undefined }))
    .digest('hex');
}

/** An ISO time after `now` and after `previous`, so two publishes within one millisecond still differ. */
function publishTime(now: number, previous: string | null | undefined): string {
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(last) ? now : Math.max(now, last + 1)).toISOString();
}

export class StoryStore {
  private snapshot: StoreSnapshot = { stories: [], version: 0, unreadable: [] };
  private published = new Map<number, Published>();
  private signature = '';
  private pending: Promise<StoreSnapshot> | null = null;

  constructor(
    readonly contentDir: string,
    private readonly warn: (line: string) => void = (line) => console.warn(line),
  ) {}

  get storiesDir(): string {
    return path.join(this.contentDir, 'stories');
  }

  /** The current stories, re-read first if any file changed since the last call. */
  current(): Promise<StoreSnapshot> {
    // Concurrent requests share one check.
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<StoreSnapshot> {
    const files = await listJsonFiles(this.storiesDir);
    const stats = await Promise.all(files.map((f) => stat(f).catch(() => null)));
    const signature = files.map((f, i) => `${f}:${stats[i]?.size}:${stats[i]?.mtimeMs}`).join('|');
    if (signature === this.signature) return this.snapshot;
    const stories: StoredStory[] = [];
    const unreadable: string[] = [];
    for (const file of files) {
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        const story = typeof parsed === 'object' && parsed && 'story' in parsed ? parsed.story : parsed;
        if (isStory(story)) stories.push(story);
        else {
          unreadable.push(file);
          this.warn(`content server: ${path.relative(this.contentDir, file)} is not a story, skipped`);
        }
      } catch (error) {
        unreadable.push(file);
        // A file being written may be half there; the next request reads it again.
        this.warn(
          `content server: ${path.relative(this.contentDir, file)} skipped: ${(error as Error).message}`,
        );
      }
    }
    this.stampPublished(stories, this.signature === '');
    const now = Math.floor(Date.now() / 1000);
    this.signature = signature;
    this.snapshot = { stories, version: Math.max(this.snapshot.version + 1, now), unreadable };
    return this.snapshot;
  }

  /** Sets each story's served `published_at` (the class comment); `first`: the read the server starts with. */
  private stampPublished(stories: StoredStory[], first: boolean): void {
    const now = Date.now();
    const next = new Map<number, Published>();
    for (const story of stories) {
      const before = this.published.get(story.id);
      const body = bodyDigest(story);
      const fileValue = story.published_at;
      let served = fileValue;
      if (fileValue !== null && !first) {
        if (!before) served = publishTime(now, undefined);
        else if (before.fileValue === fileValue) {
          served = before.body === body ? before.served : publishTime(now, before.served);
        }
      }
      next.set(story.id, { body, fileValue, served });
      if (served !== undefined) story.published_at = served;
    }
    this.published = next;
  }
}
