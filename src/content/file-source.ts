/** The bundled content store: one JSON story file per story under `{dir}/stories/`, assets under `{dir}/assets/`. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { assets } from '../config/site';
import { insideFolder } from '../common/inside-folder';
import { runLimited } from '../common/run-limited';
import { ContentError } from './content-error';
import type { ContentSource, ReadStory } from './source';
import type { RawStory } from './story';
import { stampOfStories } from './story-stamps';

/** Files stat'ed at once for the stamp: the thread pool has 4 threads, more only queue. */
const statsInFlight = 64;

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Story files read at once: the disk stays busy while JSON is parsed (10,000 files one by one idled ~3 s). */
const filesInFlight = 16;

/** Refuses invalid bytes instead of replacing them with U+FFFD, which would publish broken text silently. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

export class FileSource implements ContentSource {
  readonly name: string;
  readonly assetsDir: string;
  private readonly storiesDir: string;

  constructor(readonly dir: string) {
    this.name = `files:${dir}`;
    this.storiesDir = path.join(dir, 'stories');
    // The folder above the content's images (docs/behaviour.md §9 image directory assets/images): it holds images,
    // documents and videos, served under /content-images/.
    this.assetsDir = path.join(dir, path.posix.dirname(assets.imageDirectory));
  }

  /**
   * Every story file's path, size, modification and change time and inode, from one listing and one `stat`
   * each: no file is read. The change time moves with any write to the file, even one that sets its
   * modification time back (a copy that keeps times), so an edit of the same size still changes the stamp.
   */
  async stamp(): Promise<string | undefined> {
    const stamps = await this.storyStamps();
    return stamps && stampOfStories(stamps);
  }

  /** Each story file's stamp (see stamp()) by its origin, in file name order as loadStories() reads them. */
  async storyStamps(): Promise<ReadonlyMap<string, string> | undefined> {
    if (!(await exists(this.storiesDir))) return undefined;
    const files = await listJsonFiles(this.storiesDir);
    const lines: string[] = new Array(files.length);
    await runLimited(files, statsInFlight, async (file, index) => {
      const { size, mtimeNs, ctimeNs, ino } = await stat(file, { bigint: true });
      lines[index] = `${size}\0${mtimeNs}\0${ctimeNs}\0${ino}`;
    });
    return new Map(files.map((file, index) => [this.originOf(file), lines[index] ?? '']));
  }

  /** The story files at `origins` (as storyStamps names them), read and parsed; nothing else is read. */
  async readStories(origins: readonly string[]): Promise<ReadStory[]> {
    const read: ReadStory[] = new Array(origins.length);
    await runLimited(origins, filesInFlight, async (origin, index) => {
      read[index] = await this.readStory(path.join(this.dir, origin));
    });
    return read;
  }

  private originOf(file: string): string {
    return path.relative(this.dir, file);
  }

  async loadStories(): Promise<{ stories: RawStory[]; errors: ContentError[] }> {
    if (!(await exists(this.storiesDir))) {
      throw new ContentError('invalid_story', `Content folder has no stories/ folder: ${this.storiesDir}`, {
        story: this.dir,
        hint: 'Point CONTENT_DIR at a folder that contains stories/*.json (one Storyblok story per file).',
      });
    }
    const files = await listJsonFiles(this.storiesDir);
    // One slot per file, so stories and errors keep the files' order whichever read finishes first.
    const read = await this.readStories(files.map((file) => this.originOf(file)));
    const stories = read.flatMap((entry) => ('story' in entry ? [entry.story] : []));
    const errors = read.flatMap((entry) => ('error' in entry ? [entry.error] : []));
    return { stories, errors };
  }

  private async readStory(file: string): Promise<ReadStory> {
    const origin = this.originOf(file);
    const bytes = await readFile(insideFolder(this.storiesDir, path.relative(this.storiesDir, file)));
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      return {
        error: new ContentError('invalid_encoding', `Story file is not valid UTF-8: ${origin}`, {
          story: origin,
          hint: 'Save the file as UTF-8 (Storyblok exports are); the story is left out until then.',
        }),
      };
    }
    try {
      const parsed: unknown = JSON.parse(text);
      // A Content Delivery API single-story response wraps the story; accept both shapes.
      const data =
        typeof parsed === 'object' && parsed !== null && 'story' in parsed
          ? (parsed as { story: unknown }).story
          : parsed;
      return { story: { origin, data, contentHash: createHash('sha256').update(bytes).digest('hex') } };
    } catch (error) {
      return {
        error: new ContentError('invalid_json', `Story file is not valid JSON: ${(error as Error).message}`, {
          story: origin,
          hint: 'Fix the JSON syntax (a validator or `node -e "JSON.parse(...)"` shows the position).',
        }),
      };
    }
  }
}
