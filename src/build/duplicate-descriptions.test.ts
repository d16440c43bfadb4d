import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import type { Story } from '../content/story';
import { findDuplicateDescriptions } from './duplicate-descriptions';
import type { Route } from './routes';

const intro = (text: string) => [
  {
    _uid: `t-${text.length}`,
    component: 'text',
    text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  },
];

function route(path: string, content: Record<string, unknown>): Route {
  const slug = path.replace(/^\/|\/$/g, '');
  const story = {
    id: 1,
    uuid: `uuid-${slug}`,
    name: slug,
    slug,
    full_slug: slug,
    content: { _uid: `page-${slug}`, component: 'page', ...content },
  } as unknown as Story;
  return { path, story };
}

const shared = 'Cuentas de ahorro y corriente con tarjeta de débito sin costo de emisión.';

describe('findDuplicateDescriptions', () => {
  it('warns on every public page whose description another public page has, naming the others', () => {
    const problems = findDuplicateDescriptions([
      route('/a/', { body: intro(shared) }),
      route('/b/', { seo_description: shared }),
      route('/c/', { seo_description: 'Una descripción propia de la página c.' }),
    ]);
    expect(problems.map((p) => [p.code, p.severity, p.story, p.uid, p.field])).toEqual([
      ['duplicate_description', 'warning', 'a', 'page-a', 'seo_description'],
      ['duplicate_description', 'warning', 'b', 'page-b', 'seo_description'],
    ]);
    expect(problems[0]?.message).toContain('/b/');
    expect(problems[1]?.message).toContain('/a/');
    expect(problems[0]?.message).not.toContain('/c/');
  });

  it("counts pages with neither field nor introduction as sharing the site's description", () => {
    const problems = findDuplicateDescriptions([route('/x/', { body: [] }), route('/y/', { body: [] })]);
    expect(problems.map((p) => p.story)).toEqual(['x', 'y']);
    expect(problems[0]?.message).toContain(site.metaDescription.slice(0, 30));
  });

  it('leaves out pages that are not public (not-found page, retired pages)', () => {
    const problems = findDuplicateDescriptions([
      route('/a/', { body: intro(shared) }),
      route('/a-old/', { body: intro(shared) }),
      route('/404/', { body: intro(shared) }),
    ]);
    expect(problems).toEqual([]);
  });

  it('finds nothing when every page has its own', () => {
    expect(
      findDuplicateDescriptions([
        route('/a/', { body: intro(shared) }),
        route('/b/', { seo_description: 'Otra.' }),
      ]),
    ).toEqual([]);
  });
});
