import { describe, it, expect } from 'vitest';
import type { Blok } from '../blok';
import { storyOf, type Story } from '../story';
import { findBrokenLinks } from './broken-links';

function story(fullSlug: string, body: Blok[]): Story {
  return storyOf({
    id: 1,
    uuid: 'uuid-1',
    name: fullSlug,
    slug: fullSlug,
    full_slug: fullSlug,
    content: { _uid: 'page-uid', component: 'page', header: [], body, footer: [] },
  });
}

function storyLink(cachedUrl: string, anchor = ''): Record<string, unknown> {
  return { id: '', url: '', linktype: 'story', cached_url: cachedUrl, anchor, email: '' };
}

function button(uid: string, to: Record<string, unknown>): Blok {
  return { _uid: uid, component: 'button', text: 'Ir', to, body: [] };
}

function textWithLink(uid: string, attrs: Record<string, unknown>): Blok {
  return {
    _uid: uid,
    component: 'text',
    text: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'enlace', marks: [{ type: 'link', attrs }] }],
        },
      ],
    },
  };
}

const routes = new Set(['/', '/banca-personas/', '/atm/']);

describe('findBrokenLinks', () => {
  it('reports a multilink story link to a missing route with the story and the holding block', () => {
    const row: Blok = {
      _uid: 'row-1',
      component: 'row',
      columns: [
        { _uid: 'col-1', component: 'column', body: [button('btn-1', storyLink('no-existe/pagina'))] },
      ],
    };
    const errors = findBrokenLinks([story('banca-personas', [row])], routes);
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error?.code).toBe('broken_link');
    expect(error?.story).toBe('banca-personas');
    expect(error?.uid).toBe('btn-1');
    expect(error?.component).toBe('button');
    expect(error?.found).toBe('no-existe/pagina');
    expect(error?.message).toBe('Link to /no-existe/pagina/ points to no page');
  });

  it('reports a rich-text link mark to a missing route with the text block holding it', () => {
    const errors = findBrokenLinks(
      [
        story('atm', [
          textWithLink('txt-1', { href: '/perdido', linktype: 'story', uuid: null, anchor: null }),
        ]),
      ],
      routes,
    );
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error?.code).toBe('broken_link');
    expect(error?.story).toBe('atm');
    expect(error?.uid).toBe('txt-1');
    expect(error?.component).toBe('text');
    expect(error?.found).toBe('/perdido');
    expect(error?.message).toContain('/perdido/');
  });

  it('does not report links to existing routes, home, or with anchors to existing routes', () => {
    const errors = findBrokenLinks(
      [
        story('home', [
          button('b1', storyLink('banca-personas')),
          button('b2', storyLink('banca-personas/')),
          button('b3', storyLink('home')),
          button('b4', storyLink('atm', 'mapa')),
          textWithLink('t1', { href: '/banca-personas', linktype: 'story' }),
        ]),
      ],
      routes,
    );
    expect(errors).toEqual([]);
  });

  it('does not report external urls, email links or empty story links', () => {
    const errors = findBrokenLinks(
      [
        story('home', [
          button('b1', {
            linktype: 'url',
            url: 'https://example.com/x',
            cached_url: 'https://example.com/x',
          }),
          button('b2', storyLink('https://example.com/y')),
          button('b3', { linktype: 'email', email: 'a@b.c', url: '', cached_url: '' }),
          button('b4', storyLink('')),
          textWithLink('t1', { href: 'https://example.com/z', linktype: 'url' }),
          textWithLink('t2', { href: 'https://example.com/w', linktype: 'story' }),
        ]),
      ],
      routes,
    );
    expect(errors).toEqual([]);
  });

  it('reports every broken link across stories', () => {
    const errors = findBrokenLinks(
      [story('home', [button('b1', storyLink('x'))]), story('atm', [button('b2', storyLink('y'))])],
      routes,
    );
    expect(errors.map((e) => [e.story, e.uid, e.found])).toEqual([
      ['home', 'b1', 'x'],
      ['atm', 'b2', 'y'],
    ]);
  });

  it('checks an appended button link under the page that holds it', () => {
    const append = (uid: string, cachedUrl: string): Blok => ({
      ...button(uid, storyLink(cachedUrl)),
      append: true,
    });
    const errors = findBrokenLinks(
      [story('banca-personas', [append('ok', 'atm'), append('bad', 'banca-personas')])],
      new Set([...routes, '/banca-personas/atm/']),
    );
    expect(errors.map((e) => [e.uid, e.message])).toEqual([
      ['bad', 'Link to /banca-personas/banca-personas/ points to no page'],
    ]);
  });
});
