/** Reads a build's output folder: every file the deploy uploads, with its content hash. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../common/run-limited';
import { DeployError } from './deploy-error';
import type { HashCache } from './hash-cache';
import { isLeftOut, htmlPathOfPageData } from './object-rules';

export interface BuildFile {
  /** Site path without the leading slash, `/`-separated. */
  sitePath: string;
  absolutePath: string;
  size: number;
  sha256: string;
  /** Page data only: `data.story.uuid`. */
  story?: string;
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function storyOf(sitePath: string, bytes: Buffer): string | undefined {
  if (!htmlPathOfPageData(sitePath)) return undefined;
  try {
    const uuid = (JSON.parse(bytes.toString('utf8')) as { data?: { story?: { uuid?: unknown } } }).data?.story
      ?.uuid;
    return typeof uuid === 'string' ? uuid : undefined;
  } catch {
    throw new DeployError('bad_page_data', `${sitePath}: page data that is not JSON`, sitePath);
  }
}

export async function scanBuild(
  outDir: string,
  cache: HashCache,
  signal?: AbortSignal,
): Promise<BuildFile[]> {
  let names: string[];
  try {
    names = await listFiles(outDir);
  } catch (error) {
    throw new DeployError('no_build', `${outDir}: no build to deploy (${(error as Error).message})`);
  }
  if (!names.includes('index.html'))
    throw new DeployError(
      'no_build',
      `${outDir}: no index.html, so not a build of the site (run npm run build)`,
    );
  const all = new Set(names);
  const kept = names.filter((name) => !isLeftOut(name, all));
  const files: BuildFile[] = new Array<BuildFile>(kept.length);
  await runLimited(kept, 16, async (sitePath, index) => {
    signal?.throwIfAborted();
    const absolutePath = path.join(outDir, sitePath);
    const info = await stat(absolutePath);
    const cached = cache.get(absolutePath, info.size, info.mtimeMs);
    if (cached) {
      const story = cached.story;
      files[index] = {
        sitePath,
        absolutePath,
        size: info.size,
        sha256: cached.sha256,
        ...(story ? { story } : {}),
      };
      return;
    }
    const bytes = await readFile(absolutePath);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const story = storyOf(sitePath, bytes);
    cache.set(absolutePath, { size: info.size, mtimeMs: info.mtimeMs, sha256, ...(story ? { story } : {}) });
    files[index] = { sitePath, absolutePath, size: info.size, sha256, ...(story ? { story } : {}) };
  });
  return files;
}
