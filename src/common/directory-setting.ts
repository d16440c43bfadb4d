import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './errors';

/** A folder named by an environment variable (or its default), resolved; one that does not exist is a setting error. */
export function directorySetting(name: string, raw: string | undefined, fallback: string): string {
  const dir = path.resolve(raw?.trim() || fallback);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ConfigError(
      'bad-directory',
      `${name} names ${dir}, which is not a folder`,
      `point ${name} at a content folder (one with stories/), or unset it for ${fallback}.`,
    );
  }
  return dir;
}
