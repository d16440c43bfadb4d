import path from 'node:path';
import { defaultCacheDir, defaultContentDir, defaultOutDir } from './paths';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Any content error fails the build (`--strict`, and always under CI=true unless `--no-strict`). */
  strict: boolean;
  /** A preview build (PREVIEW=1): the /editor/ and /global/ screens get the VITE_PREVIEW_* configuration. */
  preview?: boolean;
  /**
   * Reuse bundles and rendered pages from the build cache (default). `--no-cache` bundles and renders
   * everything, and refills the cache with the result.
   */
  cache?: boolean;
  /** Root of the caches (`images/`, `build/`); CACHE_DIR, default `.cache/` in the repository. */
  cacheDir?: string;
  /** Render threads; by default both cores once there are enough pages to pay for starting them. */
  renderThreads?: number;
}

/**
 * Build options from the environment (CONTENT_DIR, OUT_DIR, CACHE_DIR, RENDER_THREADS, CI, PREVIEW) and
 * command-line flags.
 */
export function buildOptionsFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): BuildOptions {
  const strictFlag = argv.includes('--strict') ? true : argv.includes('--no-strict') ? false : undefined;
  return {
    contentDir: path.resolve(env.CONTENT_DIR || defaultContentDir),
    outDir: path.resolve(env.OUT_DIR || defaultOutDir),
    strict: strictFlag ?? env.CI === 'true',
    preview: env.PREVIEW === '1',
    cache: !argv.includes('--no-cache'),
    cacheDir: path.resolve(env.CACHE_DIR || defaultCacheDir),
    renderThreads: Number(env.RENDER_THREADS) > 0 ? Math.floor(Number(env.RENDER_THREADS)) : undefined,
  };
}
