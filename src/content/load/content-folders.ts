import path from 'node:path';
import { defaultCacheDir, defaultContentDir } from '../../config/project-paths';

/** The folders the content stage reads and caches into; a build and `check:content` take them alike. */
export interface ContentFolders {
  contentDir: string;
  /** Root of the caches (`images/`, `build/`); CACHE_DIR, default `.cache/` in the repository. */
  cacheDir: string;
}

/** CONTENT_DIR (default content/) and CACHE_DIR (default .cache/), as absolute paths. */
export function contentFoldersFrom(env: NodeJS.ProcessEnv): ContentFolders {
  return {
    contentDir: path.resolve(env.CONTENT_DIR || defaultContentDir),
    cacheDir: path.resolve(env.CACHE_DIR || defaultCacheDir),
  };
}
