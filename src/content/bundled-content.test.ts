/** The bundled content (content/) is valid, links only to real pages, and uses every block type (issue 7). */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../build/load-content';
import { defaultContentDir } from '../build/paths';
import { FileSource } from './file-source';
import { blockDefinitions } from './schemas/registry';

function componentsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) componentsIn(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string') found.add(record.component);
  for (const child of Object.values(record)) componentsIn(child, found);
}

describe('bundled content', () => {
  it('has no content errors and no broken links', async () => {
    const content = await loadContent(new FileSource(defaultContentDir));
    expect(content.errors.map((e) => `${e.story} ${e.uid ?? ''} ${e.describe()}`)).toEqual([]);
  });

  it('uses every registered block type at least once', async () => {
    const content = await loadContent(new FileSource(defaultContentDir));
    const used = new Set<string>();
    for (const route of content.routes) componentsIn(route.story.content, used);
    if (content.global) componentsIn(content.global.content, used);
    const unused = Object.keys(blockDefinitions).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
