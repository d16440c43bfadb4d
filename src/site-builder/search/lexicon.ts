/**
 * The lexicon of the site search (src/search/query/lexicon.ts): every word of the indexed pages, folded,
 * one file per first letter in `{index}/lexicon/`, so the browser knows which typed words no page has and
 * can correct a typo to a word that one has. Each part of the index (index-parts.ts) keeps its pages' words
 * in the build cache beside it (`words.txt`); the lexicon is the union of every part's, written on every build.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteSearch } from '../../config/search';
import { shardOf } from '../../search/query/lexicon';
import { wordsOf } from '../../search/query/words';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** The text of a search document: its markup's text, the title's attribute included. */
export function documentText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => entities[name] ?? ' ');
}

export class LexiconWords {
  private readonly words = new Set<string>();

  add(html: string): void {
    for (const word of wordsOf(documentText(html))) if (word.length > 2) this.words.add(word);
  }

  /** Adds a part's words, saved by `save`. */
  async addSaved(file: string): Promise<void> {
    for (const word of (await readFile(file, 'utf8')).split('\n')) if (word) this.words.add(word);
  }

  /** One word a line, sorted: the same pages give the same file. */
  async save(file: string): Promise<void> {
    await writeFile(
      file,
      [...this.words]
        .sort()
        .map((word) => `${word}\n`)
        .join(''),
    );
  }

  /** Writes the shards, each sorted, so the same pages give the same files. */
  async write(bundleDir: string): Promise<void> {
    const shards = new Map<string, string[]>();
    for (const word of this.words) {
      const shard = shardOf(word);
      shards.set(shard, [...(shards.get(shard) ?? []), word]);
    }
    const dir = path.join(bundleDir, siteSearch.lexiconFolder);
    await mkdir(dir, { recursive: true });
    for (const [shard, words] of shards) {
      await writeFile(path.join(dir, `${shard}.txt`), `${words.sort().join('\n')}\n`);
    }
  }
}
