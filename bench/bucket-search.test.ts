/**
 * The publish bench's site search reads the index as a visitor's browser does: every part, the overlay of the
 * pages changed since, and none of the entries it supersedes. It read the first part alone, so an edit the
 * overlay indexed was never found (docs/decisions/0015-search-index-in-parts.md).
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/server/serve';
import { linkKeptFiles } from '../src/site-builder/search/kept-parts';
import { writeSearchIndex } from '../src/site-builder/search/search-index';
import { sectionPages } from '../src/test/section-pages';
import { tempFolders } from '../src/test/temp-folders';
import { bucketSearch } from './bucket-search';

const folder = tempFolders('bucket-search-');
const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

const edited = '/seccion/pagina-0/';

/** Sixty pages of general text; the edited one says `text`. */
const pages = (text: string) => sectionPages(60, { [edited]: text });

describe('the bucket search of the publish bench', () => {
  it('finds an edit the overlay indexed, not the page by its old words, and every part', async () => {
    const cache = await folder();
    // Parts small enough to keep an overlay, as a 1,000-page site's are.
    const options = {
      cacheDir: path.join(cache, 'search'),
      wasmCacheDir: path.join(cache, 'search-wasm'),
      useCache: true,
      pagesPerPart: 16,
      overlayMinPartPages: 10,
    };
    const before = await folder();
    await writeSearchIndex(pages('Abrí tu hipoteca verde'), { outDir: before, ...options });
    const after = await folder();
    const edit = await writeSearchIndex(pages('Pedí tu jubilación programada'), {
      outDir: after,
      liveDir: before,
      ...options,
    });
    await linkKeptFiles(edit.kept, before, after);
    expect(edit).toMatchObject({ overlay: 1, superseded: 1 });

    const { server, url } = await serveStatic({ root: after, host: '127.0.0.1', port: 0 });
    closers.push(() => server.close());
    const search = await bucketSearch(path.join(after, 'pagefind', 'pagefind.js'), url);
    expect(await search('jubilación')).toEqual([edited]);
    expect(await search('hipoteca')).toEqual([]);
    expect(await search('página')).toHaveLength(60);
  });
});
