/**
 * Hashes of a build's files, remembered between deploys by (path, size, modification time) under
 * CACHE_DIR/deploy/, so a deploy reads only files that changed on disk. Only reading is saved: what is
 * compared with the bucket is always the content hash (the manifest), never a time.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedHash {
  size: number;
  mtimeMs: number;
  sha256: string;
  /** For page data: the story's uuid (moved stories are found by it). */
  story?: string;
}

export interface HashCache {
  get(file: string, size: number, mtimeMs: number): CachedHash | undefined;
  set(file: string, value: CachedHash): void;
  save(): Promise<void>;
}

const cacheVersion = 1;

function cacheFileFor(cacheDir: string, outDir: string): string {
  const id = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(cacheDir, 'deploy', `hashes-${id}.json`);
}

export async function openHashCache(cacheDir: string | undefined, outDir: string): Promise<HashCache> {
  const entries = new Map<string, CachedHash>();
  const file = cacheDir ? cacheFileFor(cacheDir, outDir) : undefined;
  if (file) {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as {
        version?: number;
        entries?: Record<string, CachedHash>;
      };
      if (parsed.version === cacheVersion)
        for (const [name, value] of Object.entries(parsed.entries ?? {})) entries.set(name, value);
    } catch {
      // No cache yet, or one from another version or half-written: every file is read and hashed.
    }
  }
  let changed = false;
  return {
    get(name, size, mtimeMs) {
      const hit = entries.get(name);
      return hit && hit.size === size && hit.mtimeMs === mtimeMs ? hit : undefined;
    },
    set(name, value) {
      entries.set(name, value);
      changed = true;
    },
    async save() {
      if (!file || !changed) return;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(
        temporary,
        JSON.stringify({ version: cacheVersion, entries: Object.fromEntries(entries) }),
      );
      await rename(temporary, file);
    },
  };
}
