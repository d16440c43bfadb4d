/**
 * A test's own copy of the bundled stories, with a cache folder beside it: content-stage tests edit, add and
 * remove story files there without touching the repository's content.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { defaultContentDir } from '../config/project-paths';

export interface ContentFolders {
  content: string;
  cache: string;
}

/** Copies `content/stories` into `dir/content` and names `dir/cache` (made by whoever first writes it). */
export async function copyOfBundledContent(dir: string): Promise<ContentFolders> {
  const content = path.join(dir, 'content');
  await cp(path.join(defaultContentDir, 'stories'), path.join(content, 'stories'), { recursive: true });
  return { content, cache: path.join(dir, 'cache') };
}
