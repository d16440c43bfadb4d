/** The bundle phase: the client and server bundles of the content being built, from the cache or from Vite. */
import path from 'node:path';
import type { LoadedContent } from '../../content/load/load-content';
import { prepareBundles, type PreparedBundles } from './prepare-bundles';
import { bundleContentOf } from './vite-builds';

export interface BundleInput {
  /** The staged output. */
  outDir: string;
  content: LoadedContent;
  preview: boolean;
  useCache: boolean;
  /** Root of the caches (BuildOptions.cacheDir). */
  cacheDir: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

export async function bundlePhase(input: BundleInput): Promise<PreparedBundles> {
  input.log('Bundling client and server code');
  const bundles = await prepareBundles({
    outDir: input.outDir,
    ssrSubdir: '.ssr',
    preview: input.preview,
    useCache: input.useCache,
    cacheDir: path.join(input.cacheDir, 'build', 'bundles'),
    env: input.env,
    content: bundleContentOf(input.content),
  });
  if (bundles.fromCache) input.log('Bundles unchanged: taken from the build cache');
  return bundles;
}
