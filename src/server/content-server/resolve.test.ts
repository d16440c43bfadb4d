import { describe, expect, it } from 'vitest';
import { linkedUuids, maxRels, relatedUuids, resolve, type ResolveOptions } from './resolve';
import type { StoredStory } from './story-store';

function stored(id: number, content: Record<string, unknown> = {}): StoredStory {
  return {
    id,
    uuid: `u${id}`,
    name: `S${id}`,
    full_slug: `s/${id}`,
    content: { _uid: `r${id}`, component: 'page', ...content },
  };
}

const options = (over: Partial<ResolveOptions>): ResolveOptions => ({
  resolveLinks: null,
  linksLevel: 1,
  relations: [],
  present: (s) => ({ ...s }),
  ...over,
});

describe('resolve', () => {
  it('finds story links in multilinks and rich-text marks, not in url or asset links', () => {
    const content = {
      a: { fieldtype: 'multilink', linktype: 'story', id: 'u1', cached_url: 'x' },
      b: { fieldtype: 'multilink', linktype: 'url', id: '', url: 'https://x' },
      c: { type: 'link', attrs: { linktype: 'story', uuid: 'u2', href: '/y' } },
      d: { type: 'link', attrs: { linktype: 'asset', href: '/z.pdf' } },
      e: { fieldtype: 'multilink', linktype: 'story', id: 'u1' },
    };
    expect(linkedUuids(content)).toEqual(['u1', 'u2']);
  });

  it('finds references only in the named component.field', () => {
    const content = {
      _uid: 'r',
      component: 'page',
      body: [{ _uid: 'x', component: 'teaser', authors: ['u1', 'u2'], other: 'u3' }],
      lead: 'u4',
    };
    expect(relatedUuids(content, ['teaser.authors', 'page.lead'])).toEqual(['u4', 'u1', 'u2']);
    expect(relatedUuids(content, ['card.authors'])).toEqual([]);
  });

  it(`answers rel_uuids instead of rels beyond ${maxRels} referenced stories`, () => {
    const targets = Array.from({ length: maxRels + 1 }, (_, i) => stored(100 + i));
    const home = stored(1, { refs: targets.map((t) => t.uuid) });
    const all = [home, ...targets];
    const over = resolve(
      [home.content].map((content) => ({ content })),
      all,
      all,
      options({ relations: ['page.refs'] }),
    );
    expect(over.rels).toEqual([]);
    expect(over.rel_uuids).toHaveLength(maxRels + 1);
    const under = resolve(
      [{ content: { ...home.content, refs: targets.slice(0, maxRels).map((t) => t.uuid) } }],
      all,
      all,
      options({ relations: ['page.refs'] }),
    );
    expect(under.rels).toHaveLength(maxRels);
    expect(under.rel_uuids).toBeUndefined();
  });
});
