import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { closePagefind, pagefindModules } from './pagefind-processes';

const folder = tempFolders('pagefind-processes-');

describe('pagefindModules', () => {
  it("gives instances of Pagefind's module that each make and write an index of their own at once", async () => {
    const modules = await pagefindModules(2);
    expect(modules).toHaveLength(2);
    expect(modules[0]).not.toBe(modules[1]);
    try {
      const written = await Promise.all(
        modules.map(async (pagefind, lane) => {
          const { index } = await pagefind.createIndex({ writePlayground: false });
          if (!index) throw new Error('no index');
          await index.addHTMLFile({
            url: `/pagina-${lane}/`,
            content: `<html lang="es"><body><main><h1>Página ${lane}</h1></main></body></html>`,
          });
          const outputPath = path.join(await folder(), 'index');
          expect((await index.writeFiles({ outputPath })).errors).toEqual([]);
          return readdir(path.join(outputPath, 'fragment'));
        }),
      );
      // One page in each index: neither saw the other's.
      expect(written.map((names) => names.length)).toEqual([1, 1]);
    } finally {
      await closePagefind(modules);
    }
  }, 60_000);
});
