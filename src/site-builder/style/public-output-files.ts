/**
 * The files a visitor of the public site can load: every HTML page except the /editor/ and /global/ preview
 * shells, and every JS chunk reachable from those pages. The preview screens render any block, so what they
 * load says nothing about what the public pages use.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chunkNames } from './page-words.mjs';
import { previewScreens } from '../../config/output-names';

/** Folders at the top of the output that hold no public page. */
const skippedTopFolders = new Set<string>([...previewScreens, 'assets']);

/** Absolute paths of the public HTML files under outDir, sorted. */
export async function publicHtmlFiles(outDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, top: boolean): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Dot folders are the build's own scratch space (.ssr), never served.
        if (entry.name.startsWith('.') || (top && skippedTopFolders.has(entry.name))) continue;
        await walk(full, false);
      } else if (entry.isFile() && entry.name.endsWith('.html')) found.push(full);
    }
  };
  await walk(outDir, true);
  return found.sort();
}

/**
 * The JS chunks in `{outDir}/assets` that load from the given names (found in the HTML with chunkNames),
 * directly or through imports: the entry, its static imports and every lazily loaded block chunk.
 * Returns each chunk's absolute path and text.
 */
export async function reachableChunks(outDir: string, names: Iterable<string>): Promise<Map<string, string>> {
  const assetsDir = path.join(outDir, 'assets');
  const chunks = new Set(
    (await readdir(assetsDir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => entry.name),
  );
  const reached = new Map<string, string>();
  const queue: string[] = [];
  const visit = (candidates: Iterable<string>) => {
    for (const name of candidates) {
      if (chunks.has(name) && !queue.includes(name) && !reached.has(path.join(assetsDir, name))) {
        queue.push(name);
      }
    }
  };
  visit(names);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const file = path.join(assetsDir, name);
    const text = await readFile(file, 'utf8');
    reached.set(file, text);
    visit(chunkNames(text));
  }
  return reached;
}
