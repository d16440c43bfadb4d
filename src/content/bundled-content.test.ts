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

  /**
   * Blocks the bundled pages deliberately do without; each stays covered by its own tests. The iframe's only
   * uses were OpenStreetMap frames, third-party embeds that bypassed the map setting (docs/decisions/0004): the
   * place finder and plain text replaced them (src/blocks/navigation/iframe.test.tsx, e2e/security.test.ts).
   */
  const unusedOnPurpose = ['iframe'];

  it('uses every registered block type at least once', () => {
    const used = new Set<string>();
    for (const route of content.routes) componentsIn(route.story.content, used);
    if (content.global) componentsIn(content.global.content, used);
    const unused = Object.keys(blockDefinitions).filter((name) => !used.has(name));
    expect(unused).toEqual(unusedOnPurpose);
  });
});
