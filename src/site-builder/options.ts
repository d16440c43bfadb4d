import path from 'node:path';
import { BuildError } from '../common/errors';
import { defaultOutDir } from '../config/project-paths';
import { contentFoldersFrom } from '../content/load/content-folders';

/** Default share of public routes a build may lose against the previous output: 10 % (write/shrink-guard.ts). */
export const defaultMaxShrink = 0.1;

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
  /** Longest render of one page before the build stops naming it (RENDER_TIMEOUT, seconds; default 30). */
  renderTimeoutMs?: number;
  /**
   * Largest share (0 to 1) of the previous output's public routes a build may lose before it stops
   * (`--max-shrink=0.1`, MAX_ROUTE_SHRINK; default 0.1). The first build into an empty folder is never stopped.
   */
  maxShrink?: number;
  /** Replace the previous output however much smaller the new site is (`--allow-shrink`). */
  allowShrink?: boolean;
}

function shareFrom(value: string, source: string): number {
  const share = Number(value);
  if (value.trim() === '' || !Number.isFinite(share) || share < 0 || share > 1) {
    throw new BuildError(
      'invalid_option',
      `${source} must be a share between 0 and 1, got ${JSON.stringify(value)}.`,
      'For example --max-shrink=0.25 lets a build lose a quarter of the public routes.',
    );
  }
  return share;
}

/** RENDER_TIMEOUT: seconds, more than 0; unset leaves the pool's default (30 s). */
function renderTimeoutFrom(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.RENDER_TIMEOUT;
  if (raw === undefined || raw.trim() === '') return undefined;
  const seconds = /^\d+(?:\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(seconds > 0) || !Number.isFinite(seconds))
    throw new BuildError(
      'invalid_option',
      `RENDER_TIMEOUT must be a number of seconds above 0, got ${JSON.stringify(raw)}.`,
      'For example RENDER_TIMEOUT=60 lets one page render for a minute before the build stops.',
    );
  return seconds * 1000;
}

/** `--max-shrink=0.2` (or `--max-shrink 0.2`) wins over MAX_ROUTE_SHRINK. */
function maxShrinkFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): number {
  const index = argv.findIndex((arg) => arg === '--max-shrink' || arg.startsWith('--max-shrink='));
  if (index >= 0) {
    const arg = argv[index] ?? '';
    return shareFrom(
      arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[index + 1] ?? ''),
      '--max-shrink',
    );
  }
  if (env.MAX_ROUTE_SHRINK) return shareFrom(env.MAX_ROUTE_SHRINK, 'MAX_ROUTE_SHRINK');
  return defaultMaxShrink;
}

/**
 * Build options from the environment (CONTENT_DIR, OUT_DIR, CACHE_DIR, RENDER_THREADS, RENDER_TIMEOUT, CI, PREVIEW,
 * MAX_ROUTE_SHRINK) and command-line flags.
 */
export function buildOptionsFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): BuildOptions {
  const folders = contentFoldersFrom(env);
  const strictFlag = argv.includes('--strict') ? true : argv.includes('--no-strict') ? false : undefined;
  return {
    contentDir: folders.contentDir,
    outDir: path.resolve(env.OUT_DIR || defaultOutDir),
    strict: strictFlag ?? env.CI === 'true',
    preview: env.PREVIEW === '1',
    cache: !argv.includes('--no-cache'),
    cacheDir: folders.cacheDir,
    renderThreads: Number(env.RENDER_THREADS) > 0 ? Math.floor(Number(env.RENDER_THREADS)) : undefined,
    renderTimeoutMs: renderTimeoutFrom(env),
    maxShrink: maxShrinkFrom(env, argv),
    allowShrink: argv.includes('--allow-shrink'),
  };
}
