/**
 * Stored bundles (`{cacheDir}/bundles/{key}/`): the client files as Vite wrote them into the output, the
 * server bundle, and what the build derived from the manifests. An entry is written into a temporary folder
 * and renamed into place, so a reader sees a whole entry or none; every file's hash is checked on restore,
 * so a damaged entry means a full build, never a broken site.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientBundle } from './vite-builds';

/** What a cache entry restores. */
export interface CachedBundle {
  client: ClientBundle;
  /** Hash of the server bundle's files: rendered pages are cached under it. */
  ssrHash: string;
}

type FileList = Array<[rel: string, sha256: string]>;

interface EntryMeta extends CachedBundle {
  key: string;
  client_files: FileList;
  ssr_files: FileList;
}

/** Entries kept: the current code and a few recent ones (a branch switch back and forth stays fast). */
const keptEntries = 4;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function listFiles(root: string, skip?: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !skip || (rel !== skip && !rel.startsWith(`${skip}/`)))
    .sort();
}

interface ReadFile {
  rel: string;
  data: Buffer;
  hash: string;
}

/** Reads `files` under `from`; with `expect`, each must match its stored hash. */
async function readAll(from: string, files: readonly string[], expect?: FileList): Promise<ReadFile[]> {
  const wanted = new Map(expect);
  return Promise.all(
    files.map(async (rel) => {
      const data = await readFile(path.join(from, rel));
      const hash = sha256(data);
      if (expect && wanted.get(rel) !== hash) throw new Error(`cached ${rel} does not match its hash`);
      return { rel, data, hash };
    }),
  );
}

async function writeAll(to: string, files: readonly ReadFile[]): Promise<FileList> {
  await Promise.all(
    files.map(async ({ rel, data }) => {
      await mkdir(path.dirname(path.join(to, rel)), { recursive: true });
      await writeFile(path.join(to, rel), data);
    }),
  );
  return files.map(({ rel, hash }) => [rel, hash]);
}

/** Hash of a folder's files (names and bytes), for the server bundle. */
export async function hashFolder(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(dir)) hash.update(`${rel}\0`).update(await readFile(path.join(dir, rel)));
  return hash.digest('hex').slice(0, 32);
}

function isMeta(value: unknown, key: string): value is EntryMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Partial<EntryMeta>;
  return (
    meta.key === key &&
    typeof meta.ssrHash === 'string' &&
    typeof meta.client?.buildHash === 'string' &&
    typeof meta.client.assets?.script === 'string' &&
    typeof meta.client.editorAssets?.script === 'string' &&
    typeof meta.client.blockChunks === 'object' &&
    Array.isArray(meta.client_files) &&
    Array.isArray(meta.ssr_files)
  );
}

export class BundleCache {
  constructor(private readonly dir: string) {}

  private entry(key: string): string {
    return path.join(this.dir, key);
  }

  /**
   * Copies a stored entry's client files into `outDir` and its server bundle into `ssrDir`; null when there
   * is none or it is damaged (then it is removed, and the caller builds and stores a fresh one).
   */
  async restore(key: string, outDir: string, ssrDir: string): Promise<CachedBundle | null> {
    const entry = this.entry(key);
    let meta: unknown;
    try {
      meta = JSON.parse(await readFile(path.join(entry, 'meta.json'), 'utf8'));
    } catch {
      return null;
    }
    try {
      if (!isMeta(meta, key)) throw new Error('unreadable meta.json');
      const names = (list: FileList) => list.map(([rel]) => rel);
      // Everything is read and checked before the first write: a damaged entry leaves nothing behind.
      const ssr = await readAll(path.join(entry, 'ssr'), names(meta.ssr_files), meta.ssr_files);
      const client = await readAll(path.join(entry, 'client'), names(meta.client_files), meta.client_files);
      await writeAll(ssrDir, ssr);
      await writeAll(outDir, client);
      // Recently used entries are the ones pruning keeps.
      const now = new Date();
      await utimes(entry, now, now).catch(() => undefined);
      return { client: meta.client, ssrHash: meta.ssrHash };
    } catch {
      await rm(entry, { recursive: true, force: true });
      return null;
    }
  }

  /** Stores the client files of `outDir` (all but `ssrSubdir`) and the server bundle of `ssrDir`. */
  async store(
    key: string,
    outDir: string,
    ssrDir: string,
    ssrSubdir: string,
    bundle: CachedBundle,
  ): Promise<void> {
    const temp = path.join(this.dir, `.tmp-${process.pid}-${randomUUID()}`);
    try {
      const client = await readAll(outDir, await listFiles(outDir, ssrSubdir));
      const clientFiles = await writeAll(path.join(temp, 'client'), client);
      const ssrFiles = await writeAll(path.join(temp, 'ssr'), await readAll(ssrDir, await listFiles(ssrDir)));
      const meta: EntryMeta = { key, ...bundle, client_files: clientFiles, ssr_files: ssrFiles };
      await writeFile(path.join(temp, 'meta.json'), JSON.stringify(meta));
      await rm(this.entry(key), { recursive: true, force: true });
      await rename(temp, this.entry(key));
    } catch {
      // Another build stored the same key first, or the disk is full: the cache is an optimisation only.
      await rm(temp, { recursive: true, force: true });
      return;
    }
    await this.prune();
  }

  /** Removes all but the most recently used entries. */
  private async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => !name.startsWith('.'));
    const dated = await Promise.all(
      names.map(async (name) => ({
        name,
        at: (await stat(this.entry(name)).catch(() => null))?.mtimeMs ?? 0,
      })),
    );
    const old = dated.sort((a, b) => b.at - a.at).slice(keptEntries);
    await Promise.all(old.map(({ name }) => rm(this.entry(name), { recursive: true, force: true })));
  }
}
