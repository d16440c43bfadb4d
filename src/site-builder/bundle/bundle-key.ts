/**
 * The key of the bundle cache: a hash of everything the Vite builds read. Same key, same bundles, so a
 * content-only build can skip Vite (~7 s). Too much in the key costs a rebuild; too little serves stale
 * code, so the key errs on the side of more (every file under src/, tests included).
 */
import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleContent } from './vite-builds';
import { projectRoot } from '../../config/project-paths';

/** Bump when what a cache entry holds changes shape, so old entries are not read as new ones. */
const bundleCacheVersion = 1;

/** Folders whose every file goes into the key: the sources, and what Vite copies from public/. */
const inputDirs = ['src', 'public'];

/**
 * Single files at the root: the Vite config, TypeScript settings, exact dependency versions, and the
 * `.env` files Vite's loadEnv reads in production mode (their VITE_* values are inlined).
 */
const rootFile =
  /^(vite\.config\.ts|tsconfig.*\.json|package-lock\.json|\.env(\.local|\.production|\.production\.local)?)$/;

/** Environment that reaches the bundles: VITE_* is inlined by Vite, NODE_ENV picks React's build. */
const bundleEnv = /^(VITE_|NODE_ENV$)/;

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

async function hashFiles(hash: Hash, root: string, files: readonly string[]): Promise<void> {
  // Read together, hashed in a fixed order: the key must not depend on which read finished first.
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file))));
  files.forEach((file, i) => {
    hash.update(`${file}\0${contents[i]?.length ?? 0}\0`);
    hash.update(contents[i] ?? Buffer.alloc(0));
  });
}

export interface BundleKeyInputs {
  preview: boolean;
  env: NodeJS.ProcessEnv;
  /** What the bundles take from the content (its icons): new content icons mean new bundles. */
  content: BundleContent;
  /** Where the inputs live; the repository by default (tests point it at a copy). */
  root?: string;
}

export async function bundleKey({
  preview,
  env,
  content,
  root = projectRoot,
}: BundleKeyInputs): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`bundle-cache v${bundleCacheVersion}\0node ${process.version}\0preview ${preview}\0`);
  hash.update(`icons ${JSON.stringify(content.icons)}\0`);
  const envEntries = Object.entries(env)
    .filter(([name]) => bundleEnv.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(envEntries));
  const rootFiles = (await readdir(root)).filter((name) => rootFile.test(name));
  const dirFiles = (await Promise.all(inputDirs.map((dir) => filesUnder(root, dir)))).flat();
  await hashFiles(hash, root, [...rootFiles, ...dirFiles].sort());
  return hash.digest('hex').slice(0, 32);
}
