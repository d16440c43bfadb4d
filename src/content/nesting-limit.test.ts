/** Blocks nested deeper than any real page are a named content error, never a build out of stack (issue 34). */
import { describe, expect, it } from 'vitest';
import { contentLimits } from '../config/content-limits';
import type { ContentError } from './content-error';
import { normalizeStory } from './normalize';

/** A page whose body holds `levels` generic blocks, each inside the one before, the last holding a text. */
function nestedStory(levels: number) {
  let inner: Record<string, unknown> = { _uid: 'deepest-text', component: 'text', text: '' };
  for (let level = levels; level >= 1; level--)
    inner = { _uid: `g${level}`, component: 'generic_block', body: [inner] };
  return {
    origin: 'anidada.json',
    data: {
      id: 1,
      uuid: 'u',
      name: 'Anidada',
      slug: 'anidada',
      full_slug: 'anidada',
      content: { _uid: 'root', component: 'page', body: [inner] },
    },
  };
}

function depthOf(story: { content: Record<string, unknown> } | null): number {
  let depth = 0;
  let blocks = story?.content.body as Record<string, unknown>[] | undefined;
  while (blocks?.[0]) {
    depth++;
    blocks = blocks[0].body as Record<string, unknown>[] | undefined;
  }
  return depth;
}

describe('nesting limit', () => {
  it(`keeps ${contentLimits.maxBlockDepth} levels of blocks under the page`, () => {
    const errors: ContentError[] = [];
    const story = normalizeStory(nestedStory(contentLimits.maxBlockDepth - 1), errors);
    expect(errors).toEqual([]);
    expect(depthOf(story)).toBe(contentLimits.maxBlockDepth);
  });

  it('leaves out what is nested deeper, with one error naming story, the holding block and field', () => {
    const errors: ContentError[] = [];
    const story = normalizeStory(nestedStory(1000), errors);
    expect(errors.map((e) => [e.code, e.story, e.uid, e.component, e.field])).toEqual([
      ['invalid_field', 'anidada', `g${contentLimits.maxBlockDepth}`, 'generic_block', 'body.0'],
    ]);
    expect(errors[0]?.message).toBe(
      `Blocks are nested more than ${contentLimits.maxBlockDepth} levels deep here`,
    );
    expect(depthOf(story)).toBe(contentLimits.maxBlockDepth);
  });

  it('reads 20,000 levels in well under a second', () => {
    const started = performance.now();
    const errors: ContentError[] = [];
    normalizeStory(nestedStory(20_000), errors);
    expect(errors).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
