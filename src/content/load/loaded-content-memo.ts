/**
 * The content stage's whole result from the last build (issue 41), in one file of the build cache
 * (`CACHE_DIR/build/content/loaded-content.v8`), under a key of everything the result is made from: the
 * source's stamp (ContentSource.stamp: each story file's path, size, times and inode, or a published space's
 * cache version), the content layer's code with its config, and what the content stage reads besides the
 * stories (the integration settings from the environment, the names reserved at the top of the output, the
 * icon names bootstrap-icons has). A build whose key is the file's takes the stories, routes and every
 * problem from it without reading a story: no per-story work and no work across stories. Any other key, a
 * missing or damaged file, or a source without a stamp (Storyblok drafts) load and check as before.
 *
 * v8's serializer, not JSON: it keeps fields set to `undefined` and key order (page data bytes depend on
 * both), and keeps shared objects shared (a route's story is the one in `stories`, the not-found route is
 * one of `routes`), which later phases compare by identity. Errors are stored as their details and made
 * again, since v8 keeps an Error's message and stack but not its class or fields.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { integrations } from '../../config/integrations';
import { reservedTopNames } from '../../config/output-names';
import { allIconNames } from '../bootstrap-icons';
import type { ContentSource } from '../source';
import { codeKey } from './checked-story-cache';
import type { LoadedContent } from './load-content';
import { restoredError, storedError, type StoredError } from './stored-error';

/** The file's name in the content cache folder (beside the checked stories' `*.json`, which it is not). */
export const loadedContentFile = 'loaded-content.v8';

/** Bump when what the file holds changes shape, so an old file is not read as a new one. */
const memoVersion = 1;

/** The key's hex digest, first in the file, so a key that differs is found without deserializing the rest. */
const keyLength = 64;

type StoredContent = Omit<LoadedContent, 'errors'> & { errors: StoredError[] };

/**
 * The key of what `source` holds now, from its stamp (ContentSource.stamp, or the stamps of its stories). Taken
 * before the stories are read: a story changed while they are read gets a new stamp, so the result stored under this
 * key is never older than what the key describes.
 */
export async function loadedContentKey(source: ContentSource, stamp: string): Promise<string> {
  return createHash('sha256')
    .update(`loaded-content ${memoVersion}\0${source.name}\0${stamp}\0`)
    .update(`${await codeKey()}\0`)
    .update(`${JSON.stringify(integrations)}\0${[...reservedTopNames()].sort().join(',')}\0`)
    .update(allIconNames().join(','))
    .digest('hex');
}

export class LoadedContentMemo {
  constructor(private readonly file: string) {}

  /** The result stored under `key`; `undefined` when there is none, another key's, or the file is damaged. */
  async read(key: string): Promise<LoadedContent | undefined> {
    const bytes = await readFile(this.file).catch(() => null);
    if (!bytes || bytes.subarray(0, keyLength).toString('latin1') !== key) return undefined;
    try {
      const stored = v8.deserialize(bytes.subarray(keyLength)) as StoredContent;
      return { ...stored, errors: stored.errors.map(restoredError) };
    } catch {
      // A file cut short (a disk that filled up) is a miss; the build writes it again.
      return undefined;
    }
  }

  /**
   * Stores `content` under `key`. Serialized at once, before later phases add image data to the stories;
   * written under a temporary name and renamed, so a killed build leaves the previous file or none.
   */
  async write(key: string, content: LoadedContent): Promise<void> {
    const stored: StoredContent = { ...content, errors: content.errors.map(storedError) };
    const bytes = Buffer.concat([Buffer.from(key, 'latin1'), v8.serialize(stored)]);
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, this.file);
    } finally {
      await rm(temp, { force: true });
    }
  }
}
