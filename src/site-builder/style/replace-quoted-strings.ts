/**
 * Replaces whole quoted strings in built files: the pages' old asset hrefs by the renamed (pruned) ones, and
 * the code hash by the site hash (site-hash.ts). Works on the bytes, so 10,000 pages are not decoded and
 * encoded again; a file without any of the old strings is not written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { runLimited } from '../../common/run-limited';

/** Files handled at once: keeps the disk busy without opening every page together. */
const filesInFlight = 16;

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, start)) {
    parts.push(bytes.subarray(start, at), to);
    start = at + from.length;
  }
  if (parts.length === 0) return bytes;
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}

/** Replaces `renames` (old string → new string, each quoted) in the files; returns how many files changed. */
export async function replaceQuotedStrings(
  files: readonly string[],
  renames: ReadonlyMap<string, string>,
): Promise<number> {
  // Quoted whole, so `/a.css` never matches inside `/a.css.map` or a longer path.
  const pairs = [...renames].flatMap(([from, to]) =>
    ['"', "'"].map((q) => [Buffer.from(`${q}${from}${q}`), Buffer.from(`${q}${to}${q}`)] as const),
  );
  let changed = 0;
  await runLimited(files, filesInFlight, async (file) => {
    const bytes = await readFile(file);
    let rewritten: Buffer = bytes;
    for (const [from, to] of pairs) rewritten = replaceAll(rewritten, from, to);
    if (rewritten === bytes) return;
    await writeFile(file, rewritten);
    changed++;
  });
  return changed;
}
