/** The bundled content (content/) is valid, links only to real pages, and uses every block type (issue 7). */
import { beforeAll, describe, expect, it } from 'vitest';
import { componentsIn } from '../blocks/registry/components-in';
import { loadContent, type LoadedContent } from './load/load-content';
import { defaultContentDir } from '../config/project-paths';
import { FileSource } from './file-source';
import { blockDefinitions } from './schemas/registry';

describe('bundled content', () => {
  // Read and checked once for both tests.
  let content: LoadedContent;
  beforeAll(async () => {
    content = await loadContent(new FileSource(defaultContentDir));
  });

  it('has no content errors and no broken links', () => {
    expect(content.errors.map((e) => `${e.story} ${e.uid ?? ''} ${e.describe()}`)).toEqual([]);
  });

  it('uses every registered block type at least once', () => {
    const used = new Set<string>();
    for (const route of content.routes) componentsIn(route.story.content, used);
    if (content.global) componentsIn(content.global.content, used);
    const unused = Object.keys(blockDefinitions).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
