/**
 * The stories of a content folder, as the local content server serves them. The folder is re-read when
 * a file changes (checked on each request by file names, sizes and modification times, which needs no
 * watcher to close), and every change bumps the space's version, the `cv` the API echoes.
 */
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

export class StoryStore {
  private snapshot: StoreSnapshot = { stories: [], version: 0, unreadable: [] };
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
    const now = Math.floor(Date.now() / 1000);
    this.signature = signature;
    this.snapshot = { stories, version: Math.max(this.snapshot.version + 1, now), unreadable };
    return this.snapshot;
  }
}
