/** The client and server bundles of a build: from the bundle cache when the code is unchanged, else from Vite. */
import path from 'node:path';
import type { BundleContent, ClientBundle } from './vite-builds';
import { BundleCache, hashFolder } from './bundle-cache';
import { bundleKey } from './bundle-key';
import { bundleInChild } from './bundle-process';

export interface PreparedBundles {
  client: ClientBundle;
  /** Identifies the server bundle: part of every rendered page's cache key. */
  ssrHash: string;
  /** Folder holding the server bundle's entry-server.mjs. */
  ssrDir: string;
  fromCache: boolean;
  /** Peak memory of the bundling process (0 when the bundles came from the cache). */
  bundlerMaxRssMb: number;
}

export interface BundleOptions {
  /** The staged output: client files go here, the server bundle into its `ssrSubdir`. */
  outDir: string;
  ssrSubdir: string;
  preview: boolean;
  /** Read the cache (false: `--no-cache`); the cache is written either way. */
  useCache: boolean;
  /** `{cacheDir}/build/bundles`. */
  cacheDir: string;
  env: NodeJS.ProcessEnv;
  content: BundleContent;
}

export async function prepareBundles(options: BundleOptions): Promise<PreparedBundles> {
  const ssrDir = path.join(options.outDir, options.ssrSubdir);
  const cache = new BundleCache(options.cacheDir);
  const key = await bundleKey({ preview: options.preview, env: options.env, content: options.content });
  if (options.useCache) {
    const hit = await cache.restore(key, options.outDir, ssrDir);
    if (hit) return { ...hit, ssrDir, fromCache: true, bundlerMaxRssMb: 0 };
  }
  const { client, maxRssMb } = await bundleInChild({
    outDir: options.outDir,
    ssrDir,
    preview: options.preview,
    content: options.content,
  });
  const ssrHash = await hashFolder(ssrDir);
  // Stored before anything else lands in the output, so the entry holds Vite's files only.
  await cache.store(key, options.outDir, ssrDir, options.ssrSubdir, { client, ssrHash });
  return { client, ssrHash, ssrDir, fromCache: false, bundlerMaxRssMb: maxRssMb };
}
