/** Stories inlined by resolve_relations are recognised: one warning naming the field, no flood (issue 34). */
import { describe, expect, it } from 'vitest';
import { normalizeStories } from './normalize';
import { isResolvedStory } from './resolved-relation';

const promo = {
  id: 2,
  uuid: 'uuid-promo',
  name: 'Promo',
  slug: 'promo',
  full_slug: 'promociones/promo',
  content: {
    _uid: 'promo-page',
    component: 'page',
    body: Array.from({ length: 20 }, (_, i) => ({
      _uid: `promo-title-${i}`,
      component: 'title',
      title: `T${i}`,
    })),
  },
};

const page = (body: unknown[]) => ({
  id: 1,
  uuid: 'uuid-ofertas',
  name: 'Ofertas',
  slug: 'ofertas',
  full_slug: 'ofertas',
  content: { _uid: 'ofertas-page', component: 'page', body },
});

const rows = (errors: { code: string; severity: string; story: string; uid?: string; field?: string }[]) =>
  errors.map((e) => [e.code, e.severity, e.story, e.uid, e.field]);

describe('resolved relations', () => {
  it('a field of a block holding whole stories: one warning naming it, no duplicate _uid warnings', () => {
    const { errors } = normalizeStories([
      { origin: 'promo.json', data: promo },
      {
        origin: 'ofertas.json',
        data: page([{ _uid: 't', component: 'title', title: 'Ofertas', relacionados: [promo, promo] }]),
      },
    ]);
    expect(rows(errors)).toEqual([['resolved_relation', 'warning', 'ofertas', 't', 'relacionados']]);
    expect(errors[0]?.message).toContain('"promociones/promo"');
  });

  it('a list of blocks holding a story: one warning naming the field, the story left out', () => {
    const { stories, errors } = normalizeStories([
      { origin: 'promo.json', data: promo },
      { origin: 'ofertas.json', data: page([promo, { _uid: 'kept', component: 'title', title: 'Sí' }]) },
    ]);
    expect(rows(errors)).toEqual([['resolved_relation', 'warning', 'ofertas', 'ofertas-page', 'body']]);
    expect((stories[1]?.content.body as { _uid: string }[]).map((b) => b._uid)).toEqual(['kept']);
  });

  it('recognises a story by its uuid, full_slug and content block only', () => {
    expect(isResolvedStory(promo)).toBe(true);
    expect(isResolvedStory({ uuid: 'x', full_slug: 'x' })).toBe(false);
    expect(isResolvedStory({ _uid: 'x', component: 'title' })).toBe(false);
  });
});
