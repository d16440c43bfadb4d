import { appendFile, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { linkKeptFiles, partsRecordFile, readPartsRecord } from './kept-parts';
import { searchDocument } from './search-document.mjs';
import { SearchDocs } from './search-docs';
import { writeSearchIndex, type SearchIndexOptions } from './search-index';

const folder = tempFolders('kept-parts-');

/** Twelve pages in four parts (four pages a part at most); `edited` changes the text of /seccion/pagina-5/. */
function site(edited = ''): SearchDocs {
  const docs = new SearchDocs({ readSearch: () => Promise.resolve(null) });
  for (let i = 0; i < 12; i++) {
    const text = `Texto de la página ${i}${i === 5 ? edited : ''}`;
    const main = `<h1>Página ${i}</h1><p>${text}</p>`;
    docs.add(
      { path: `/seccion/pagina-${i}/`, notFound: false, key: `key-${i}` },
      searchDocument({ lang: 'es', title: `Página ${i}`, main }),
      false,
    );
  }
  return docs;
}

/** Every file under `dir`, relative and `/`-separated. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Files the search phase writes on every build, not a part's. */
const everyBuild = /^pagefind\/(lexicon\/|index-parts\.json$|index-parts-record\.json$)/;

/** A live output made by a first build, and options for the next builds into fresh staged folders. */
async function liveSite(): Promise<{ live: string; options: Omit<SearchIndexOptions, 'outDir'> }> {
  const cacheRoot = await folder();
  const live = await folder();
  const options = {
    cacheDir: path.join(cacheRoot, 'search'),
    wasmCacheDir: path.join(cacheRoot, 'search-wasm'),
    useCache: true,
    pagesPerPart: 4,
  };
  await writeSearchIndex(site(), { outDir: live, ...options });
  return { live, options: { ...options, liveDir: live } };
}

describe('parts left in the live output', () => {
  it('leaves every part of an unchanged index in the live output and writes none of their files', async () => {
    const { live, options } = await liveSite();
    const staged = await folder();
    const result = await writeSearchIndex(site(), { outDir: staged, ...options });
    expect(result).toMatchObject({ pages: 12, parts: 4, indexed: 0, left: 4 });
    const partFilesOfLive = (await filesUnder(live)).filter((file) => !everyBuild.test(file));
    expect([...result.kept].sort()).toEqual(partFilesOfLive);
    // The staged output holds only what every build writes: the lexicon, the list of parts and the record.
    expect((await filesUnder(staged)).every((file) => everyBuild.test(file))).toBe(true);
    // The same bytes: a record holds no time, so the commit keeps the live one.
    expect(await readFile(path.join(staged, 'pagefind', partsRecordFile))).toEqual(
      await readFile(path.join(live, 'pagefind', partsRecordFile)),
    );
  }, 60_000);

  it("writes the edited page's part and leaves the other three", async () => {
    const { live, options } = await liveSite();
    const staged = await folder();
    const result = await writeSearchIndex(site(' con cuenta digital'), { outDir: staged, ...options });
    expect(result).toMatchObject({ indexed: 1, left: 3 });
    const written = (await filesUnder(staged)).filter((file) => !everyBuild.test(file));
    // One part's files: the first part's are at the top of pagefind/, another's in its part-N folder.
    const partOfFile = (file: string) => /^pagefind\/(part-\d+)\//.exec(file)?.[1] ?? '';
    expect(new Set(written.map(partOfFile)).size).toBe(1);
    expect(result.kept.some((file) => partOfFile(file) === partOfFile(written[0] ?? ''))).toBe(false);
    // Kept and written together are the whole index, each file once.
    const whole = [...result.kept, ...written].sort();
    expect(new Set(whole).size).toBe(whole.length);
    const linked = await folder();
    await linkKeptFiles(result.kept, live, linked);
    for (const file of result.kept) {
      expect((await stat(path.join(linked, file))).ino).toBe((await stat(path.join(live, file))).ino);
    }
  }, 60_000);

  it('writes again a part whose live files are missing, of another size or modified since they were placed', async () => {
    const { live, options } = await liveSite();
    const record = await readPartsRecord(path.join(live, 'pagefind'));
    expect(Object.keys(record.parts).sort()).toEqual(['', 'part-1', 'part-2', 'part-3']);
    const fragments = async (part: string) =>
      (await readdir(path.join(live, 'pagefind', part, 'fragment'))).map((name) =>
        path.join(live, 'pagefind', part, 'fragment', name),
      );
    const whole = async (part: string) => filesUnder(path.join(live, 'pagefind', part));
    const before = {
      'part-1': await whole('part-1'),
      'part-2': await whole('part-2'),
      'part-3': await whole('part-3'),
    };
    // part-1: a fragment removed; part-2: one grown; part-3: one touched after the record was written, same bytes.
    await rm((await fragments('part-1'))[0] ?? '');
    await appendFile((await fragments('part-2'))[0] ?? '', 'x');
    const touched = (await fragments('part-3'))[0] ?? '';
    const later = new Date(record.writtenAt + 5000);
    await utimes(touched, later, later);
    const staged = await folder();
    const result = await writeSearchIndex(site(), { outDir: staged, ...options });
    expect(result).toMatchObject({ indexed: 0, left: 1 });
    for (const [part, files] of Object.entries(before)) {
      // Written whole into the staged output, none of it kept.
      expect(result.kept.some((file) => file.startsWith(`pagefind/${part}/`))).toBe(false);
      expect(await filesUnder(path.join(staged, 'pagefind', part))).toEqual(files);
    }
    expect(
      await readFile(
        path.join(
          staged,
          'pagefind',
          'part-2',
          'fragment',
          path.basename((await fragments('part-2'))[0] ?? ''),
        ),
        'latin1',
      ),
    ).not.toMatch(/x$/);
    // The first part, untouched, stays in the live output.
    expect(result.kept.some((file) => /^pagefind\/[^/]+\.pf_meta$/.test(file))).toBe(true);
  }, 60_000);

  it('writes every part when the live output has no record, an unreadable one, or the build runs without cache', async () => {
    const { live, options } = await liveSite();
    const recordFile = path.join(live, 'pagefind', partsRecordFile);
    const saved = await readFile(recordFile, 'utf8');
    await rm(recordFile);
    const noRecord = await writeSearchIndex(site(), { outDir: await folder(), ...options });
    expect(noRecord).toMatchObject({ left: 0, kept: [] });
    await appendFile(recordFile, `${saved.slice(0, 20)}`);
    const broken = await writeSearchIndex(site(), { outDir: await folder(), ...options });
    expect(broken).toMatchObject({ left: 0, kept: [] });
    await rm(recordFile);
    await appendFile(recordFile, saved);
    const noCache = await writeSearchIndex(site(), { outDir: await folder(), ...options, useCache: false });
    expect(noCache).toMatchObject({ indexed: 4, left: 0, kept: [] });
  }, 60_000);
});
