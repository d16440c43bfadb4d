import path from 'node:path';
import { defaultContentDir, defaultOutDir } from './paths';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Any content error fails the build (`--strict`, and always under CI=true unless `--no-strict`). */
  strict: boolean;
  /** A preview build (PREVIEW=1): the /editor/ and /global/ screens get the VITE_PREVIEW_* configuration. */
  preview?: boolean;
}

/** Build options from the environment (CONTENT_DIR, OUT_DIR, CI, PREVIEW) and command-line flags. */
export function buildOptionsFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): BuildOptions {
  const strictFlag = argv.includes('--strict') ? true : argv.includes('--no-strict') ? false : undefined;
  return {
    contentDir: path.resolve(env.CONTENT_DIR || defaultContentDir),
    outDir: path.resolve(env.OUT_DIR || defaultOutDir),
    strict: strictFlag ?? env.CI === 'true',
    preview: env.PREVIEW === '1',
  };
}
