import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { pageHead } from '../../layouts/page-head';
import { pageDataFor } from '../routes/route-page-data';
import type { Route } from '../routes/routes';
import type { Story } from '../story';
import { findDuplicateDescriptions, headDescription, namedPathsPerWarning } from './duplicate-descriptions';

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
  it('warns once per shared description, on its first page, naming every page that has it', () => {
    const problems = findDuplicateDescriptions([
      route('/b/', { seo_description: shared }),
      route('/a/', { body: intro(shared) }),
      route('/c/', { seo_description: 'Una descripción propia de la página c.' }),
    ]);
    expect(problems.map((p) => [p.code, p.severity, p.story, p.uid, p.field])).toEqual([
      ['duplicate_description', 'warning', 'a', 'page-a', 'seo_description'],
    ]);
    expect(problems[0]?.message).toContain('2 public pages');
    expect(problems[0]?.message).toContain('/a/, /b/');
    expect(problems[0]?.message).not.toContain('/c/');
  });

  it("counts pages with neither field nor introduction as sharing the site's description", () => {
    const problems = findDuplicateDescriptions([route('/x/', { body: [] }), route('/y/', { body: [] })]);
    expect(problems.map((p) => p.story)).toEqual(['x']);
    expect(problems[0]?.message).toContain(site.metaDescription.slice(0, 30));
    expect(problems[0]?.message).toContain('/x/, /y/');
  });

  it('names at most a few pages of a large group, and counts the rest', () => {
    const many = Array.from({ length: namedPathsPerWarning + 5 }, (_, i) =>
      route(`/p${String(i).padStart(2, '0')}/`, { body: [] }),
    );
    const [problem, ...others] = findDuplicateDescriptions(many);
    expect(others).toEqual([]);
    expect(problem?.message).toContain(`${namedPathsPerWarning + 5} public pages`);
    expect(problem?.message).toContain('and 5 more');
    expect(problem?.message).not.toContain(`/p${namedPathsPerWarning}/`);
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

  it("compares what the head says, by the head's own rule", () => {
    for (const r of [
      route('/a/', { body: intro(shared) }),
      route('/b/', { seo_description: 'Otra.' }),
      route('/c/', {}),
    ]) {
      expect(headDescription(r), r.path).toBe(pageHead(pageDataFor(r, '').data).description);
    }
  });
});
