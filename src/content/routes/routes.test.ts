import { describe, it, expect } from 'vitest';
import type { Blok } from '../blok';
import { storyOf, type Story } from '../story';
import { buildRouteTable } from './routes';

function story(fullSlug: string, id: number, content?: Blok): Story {
  return storyOf({
    id,
    uuid: `uuid-${id}`,
    name: fullSlug,
    slug: fullSlug.split('/').filter(Boolean).pop() ?? fullSlug,
    full_slug: fullSlug,
    content: content ?? { _uid: `page-${id}`, component: 'page', header: [], body: [], footer: [] },
  });
}

describe('buildRouteTable', () => {
  it('maps home to "/" and other stories to "/{full_slug}/", sorted by path', () => {
    const table = buildRouteTable([story('banca-personas/tarjetas', 3), story('home', 1), story('atm', 2)]);
    expect(table.errors).toEqual([]);
    expect(table.routes.map((r) => [r.path, r.story.id])).toEqual([
      ['/', 1],
      ['/atm/', 2],
      ['/banca-personas/tarjetas/', 3],
    ]);
  });

  it('maps a folder start page ("banca-personas/") to its folder route', () => {
    const table = buildRouteTable([story('banca-personas/', 5)]);
    expect(table.routes.map((r) => r.path)).toEqual(['/banca-personas/']);
  });

  it('excludes the global story from the routes and returns it as global', () => {
    const global = story('global', 9);
    const table = buildRouteTable([story('home', 1), global]);
    expect(table.global).toBe(global);
    expect(table.routes.map((r) => r.path)).toEqual(['/']);
    expect(table.routes.some((r) => r.story.full_slug === 'global')).toBe(false);
  });

  it('has no global story when the content has none', () => {
    expect(buildRouteTable([story('home', 1)]).global).toBeUndefined();
  });

  it('returns the /404/ route as notFound', () => {
    const table = buildRouteTable([story('home', 1), story('404', 4)]);
    expect(table.notFound?.path).toBe('/404/');
    expect(table.notFound?.story.id).toBe(4);
    expect(buildRouteTable([story('home', 1)]).notFound).toBeUndefined();
  });

  it('reports two stories with the same path as one duplicate_route error naming both', () => {
    const first = story('banca-personas', 10);
    const second = story('banca-personas/', 11);
    const table = buildRouteTable([first, story('home', 1), second]);
    expect(table.errors).toHaveLength(1);
    const [error] = table.errors;
    expect(error?.code).toBe('duplicate_route');
    expect(error?.message).toContain('"banca-personas"');
    expect(error?.message).toContain('"banca-personas/"');
    expect(error?.message).toContain('/banca-personas/');
    expect(error?.story).toBe('banca-personas/');
    expect(error?.field).toBe('full_slug');
    expect(error?.hint).toBeTruthy();
    const route = table.routes.find((r) => r.path === '/banca-personas/');
    expect(route?.story).toBe(first);
    expect(table.routes).toHaveLength(2);
  });

  it('leaves out a story whose slug cannot be a route, naming the story and the field', () => {
    const table = buildRouteTable([
      story('home', 1),
      story('../../x', 2),
      story('editor', 3),
      story('Mayus', 4),
    ]);
    expect(table.routes.map((r) => r.path)).toEqual(['/']);
    expect(table.errors.map((e) => [e.code, e.story, e.field, e.severity])).toEqual([
      ['invalid_slug', '../../x', 'full_slug', 'error'],
      ['invalid_slug', 'editor', 'full_slug', 'error'],
      ['invalid_slug', 'Mayus', 'full_slug', 'error'],
    ]);
    expect(table.errors[1]?.message).toContain('a name the site itself uses');
    expect(table.errors[1]?.message).toContain('the story is left out');
  });

  it('lets the global and not-found stories use their own reserved names, and nothing below them', () => {
    const table = buildRouteTable([
      story('global', 1),
      story('404/', 2),
      story('global/menu', 3),
      story('404/x', 4),
    ]);
    expect(table.global?.id).toBe(1);
    expect(table.notFound?.story.id).toBe(2);
    expect(table.errors.map((e) => e.story)).toEqual(['global/menu', '404/x']);
  });

  it('refuses the files the build writes at the top of the output, and what public/ holds', () => {
    const table = buildRouteTable(
      [
        'sitemap.xml',
        'robots.txt',
        '_headers',
        '404.html',
        'favicon.svg',
        'img/x',
        'assets/data',
        'content-images',
      ].map((slug, i) => story(slug, i + 1)),
    );
    expect(table.routes).toEqual([]);
    expect(table.errors.map((e) => e.code)).toEqual(Array(8).fill('invalid_slug'));
  });
});
