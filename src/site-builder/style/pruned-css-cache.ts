/**
 * Pruned stylesheets kept between builds (`{cacheDir}/build/css/{key}.json`), keyed by everything pruning
 * reads: the original stylesheets, the pages' words and the chunk names they load (Vite names a chunk by its
 * content, so the names stand for the chunks' words), the safelist and PurgeCSS's options. A build whose
 * pages bring the same words as an earlier one's takes its result instead of pruning again (~1–6 s).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prunedCssSafelist } from './prune-css-safelist';

/** Changed whenever prune-css.ts changes what it asks PurgeCSS, so results made the old way are not reused. */
const pruneVersion = 'purgecss-variables-keyframes-fontface-1';

/** Results kept: enough for builds that go back and forth between a few contents. */
const keptResults = 20;

export interface PruneInput {
  originals: readonly string[];
  words: ReadonlySet<string>;
  chunks: ReadonlySet<string>;
}

export function prunedCssKey({ originals, words, chunks }: PruneInput): string {
  const hash = createHash('sha256');
  const part = (text: string) => hash.update(`${Buffer.byteLength(text)}:`).update(text);
  part(pruneVersion);
  part(
    JSON.stringify(prunedCssSafelist, (_key, value: unknown) =>
      value instanceof RegExp ? String(value) : value,
    ),
  );
  for (const css of originals) part(css);
  part([...words].sort().join('\n'));
  part([...chunks].sort().join('\n'));
  return hash.digest('hex').slice(0, 40);
}

export class PrunedCssCache {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** The pruned stylesheets of a key, one per original, or null (not kept, or damaged). */
  async read(key: string, count: number): Promise<string[] | null> {
    const text = await readFile(this.file(key), 'utf8').catch(() => null);
    if (text === null) return null;
    try {
      const css: unknown = JSON.parse(text);
      const whole =
        Array.isArray(css) && css.length === count && css.every((item) => typeof item === 'string');
      return whole ? (css as string[]) : null;
    } catch {
      return null;
    }
  }

  /** Keeps a result (written beside and renamed) and drops the oldest beyond keptResults; never fails. */
  async write(key: string, css: readonly string[]): Promise<void> {
    const temp = path.join(this.dir, `.tmp-${process.pid}-${randomUUID()}`);
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(temp, JSON.stringify(css));
      await rename(temp, this.file(key));
      const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
      if (names.length <= keptResults) return;
      const aged = await Promise.all(
        names.map(async (name) => ({ name, at: (await stat(path.join(this.dir, name))).mtimeMs })),
      );
      aged.sort((a, b) => b.at - a.at);
      await Promise.all(
        aged.slice(keptResults).map(({ name }) => rm(path.join(this.dir, name), { force: true })),
      );
    } catch {
      // A result that cannot be kept costs the next build one pruning, not this one its output.
      await rm(temp, { force: true });
    }
  }
}
