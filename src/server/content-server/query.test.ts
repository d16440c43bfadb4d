/**
 * The local content server as a faithful subset of the Content Delivery API v2: each parameter it takes
 * filters, resolves or pages as Storyblok documents; any other gets a 400 naming it.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from './server';
import { uuidOf, writeTestSpace } from './test-space';

let server: RunningContentServer;
let dir: string;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  total: string | null;
  perPage: string | null;
}

async function get(pathAndQuery: string, version = 'draft'): Promise<Answer> {
  const url = new URL(`${server.endpoint}${pathAndQuery}`);
  url.searchParams.set('token', server.tokens.preview);
  if (!url.searchParams.has('version')) url.searchParams.set('version', version);
  const response = await fetch(url);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    total: response.headers.get('total'),
    perPage: response.headers.get('per-page'),
  };
}

type Story = { id: number; uuid: string; full_slug: string; content: Record<string, unknown> };

async function ids(query: string, version = 'draft'): Promise<number[]> {
  const answer = await get(`/cdn/stories?${query}`, version);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.stories as Story[]).map((s) => s.id);
}

beforeAll(async () => {
  dir = await writeTestSpace();
  server = await startContentServer({ contentDir: dir, log: () => {} });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('story filters', () => {
  it('by_uuids returns exactly those stories, in the listing order; by_uuids_ordered in the order asked', async () => {
    expect(await ids(`by_uuids=${uuidOf(5)},${uuidOf(3)}`)).toEqual([3, 5]);
    expect(await ids(`by_uuids_ordered=${uuidOf(5)},${uuidOf(1)},${uuidOf(3)}`)).toEqual([5, 1, 3]);
    expect(await ids('by_uuids=no-such-uuid')).toEqual([]);
    expect(await ids(`by_uuids=${uuidOf(5)}`, 'published')).toEqual([]);
  });

  it('by_ids, excluding_ids, with_tag (any of), content_type and level', async () => {
    expect(await ids('by_ids=4,6')).toEqual([4, 6]);
    expect(await ids('excluding_ids=1,2,3&per_page=100')).toEqual([4, 5, 6]);
    expect(await ids('with_tag=ahorro,portada')).toEqual([1, 3]);
    expect(await ids('content_type=article')).toEqual([3, 5]);
    expect(await ids('level=1')).toEqual([1]);
    expect(await ids('level=2')).toEqual([2, 3, 4, 5]);
  });

  it('filter_query on plain content fields, each operation', async () => {
    const cases: Array<[string, number[]]> = [
      ['filter_query[category][in]=ahorro,credito', [3, 5]],
      ['filter_query[category][not_in]=ahorro', [1, 2, 4, 5, 6]],
      ['filter_query[title][like]=B*', [2, 4]],
      ['filter_query[title][not_like]=*o*', [3, 4, 5, 6]],
      ['filter_query[summary][is]=empty', [1, 2, 3, 4, 6]],
      ['filter_query[summary][is]=not_empty', [5]],
      ['filter_query[featured][is]=true', [3]],
      ['filter_query[featured][is]=false', [5]],
      ['filter_query[price][gt_int]=15', [5]],
      ['filter_query[price][lt_int]=15', [3]],
      ['filter_query[rate][gt_float]=1.9', [5]],
      ['filter_query[rate][lt_float]=1.9', [3]],
      ['filter_query[date][gt_date]=2025-01-01 00:00', [3]],
      ['filter_query[date][lt_date]=2025-01-01 00:00', [5]],
      ['filter_query[labels][any_in_array]=b,z', [3, 5]],
      ['filter_query[labels][all_in_array]=a,b', [3]],
      ['filter_query[category][in]=ahorro,credito&filter_query[price][gt_int]=15', [5]],
    ];
    for (const [query, expected] of cases)
      expect(await ids(`${query}&per_page=100`), query).toEqual(expected);
  });

  it('published_at, first_published_at and updated_at bounds', async () => {
    expect(await ids('first_published_at_gt=2025-06-01 00:00&per_page=100')).toEqual([1, 2, 3, 4, 6]);
    expect(await ids('published_at_lt=2025-06-01 00:00')).toEqual([]);
  });
});

describe('excluding_fields', () => {
  it('removes the fields from the root blok and every nested blok, and nothing else', async () => {
    const { body } = await get(`/cdn/stories?by_uuids=${uuidOf(1)}&excluding_fields=title,authors`);
    const [home] = body.stories as Story[];
    expect(home?.content.title).toBeUndefined();
    const [teaser] = home?.content.body as Array<Record<string, unknown>>;
    expect(teaser).not.toHaveProperty('title');
    expect(teaser).not.toHaveProperty('authors');
    expect(teaser).toMatchObject({ _uid: 'teaser-1', component: 'teaser', link: { id: uuidOf(3) } });
    expect(home?.content.text).toMatchObject({ type: 'doc' });
  });
});

describe('resolve_links and resolve_relations', () => {
  it('resolve_links=url lists each linked story (multilink and rich text) with its current full_slug', async () => {
    const { body } = await get('/cdn/stories/home?resolve_links=url');
    expect(body.links).toEqual([
      { id: 3, uuid: uuidOf(3), name: 'Story 3', slug: 'a', full_slug: 'blog/a', url: 'blog/a' },
      { id: 5, uuid: uuidOf(5), name: 'Story 5', slug: 'c', full_slug: 'blog/c', url: 'blog/c' },
    ]);
    // The content is left as it is: the client puts the links in.
    expect(JSON.stringify(body.story)).toContain('viejo/slug');
    expect(body.rels).toEqual([]);
  });

  it('leaves out a linked story the version cannot see', async () => {
    const url = new URL(`${server.endpoint}/cdn/stories/home`);
    url.search = `token=${server.tokens.public}&version=published&resolve_links=url`;
    const body = (await (await fetch(url)).json()) as { links: Story[] };
    expect(body.links.map((l) => l.id)).toEqual([3]);
  });

  it('resolve_links=story gives whole stories; level 2 adds their links; link gives link objects', async () => {
    const story = (await get('/cdn/stories/home?resolve_links=story')).body.links as Story[];
    expect(story.map((s) => s.full_slug)).toEqual(['blog/a', 'blog/c']);
    expect(story[0]?.content).toMatchObject({
      component: 'article',
      _editable: expect.any(String) as string,
    });
    const deeper = (await get('/cdn/stories/home?resolve_links=story&resolve_links_level=2')).body
      .links as Story[];
    expect(deeper.map((s) => s.id)).toEqual([3, 5, 6]);
    const links = (await get('/cdn/stories/home?resolve_links=link')).body.links as Array<
      Record<string, unknown>
    >;
    expect(links[0]).toMatchObject({
      uuid: uuidOf(3),
      full_slug: 'blog/a',
      real_path: '/blog/a',
      is_folder: false,
    });
  });

  it('resolve_relations=component.field puts the referenced stories in rels, two levels deep', async () => {
    const { body } = await get('/cdn/stories/home?resolve_relations=teaser.authors,article.author');
    expect((body.rels as Story[]).map((s) => s.id)).toEqual([4]);
    const list = await get('/cdn/stories?content_type=article&resolve_relations=article.author');
    expect((list.body.rels as Story[]).map((s) => s.id)).toEqual([4]);
    const none = await get('/cdn/stories/home?resolve_relations=article.author');
    expect(none.body.rels).toEqual([]);
  });
});

describe('/cdn/links', () => {
  it('pages with per_page (up to 1000), Total and Per-Page, folders with stable ids', async () => {
    const first = await get('/cdn/links?per_page=3&page=1');
    const second = await get('/cdn/links?per_page=3&page=2');
    expect(first.total).toBe('9'); // 6 stories and the folders blog, otros, otros/d
    expect(first.perPage).toBe('3');
    const all = await get('/cdn/links?per_page=5000');
    expect(all.perPage).toBe('1000');
    type Link = { id: number; uuid: string; slug: string; parent_id: number | null; is_folder: boolean };
    const links = Object.values(all.body.links as Record<string, Link>);
    expect(links).toHaveLength(9);
    const pages = [...Object.keys(first.body.links as object), ...Object.keys(second.body.links as object)];
    expect(pages).toEqual(Object.keys(all.body.links as object).slice(0, 6));
    const folders = links.filter((l) => l.is_folder);
    expect(folders.map((f) => f.slug)).toEqual(['blog', 'otros', 'otros/d']);
    const [blog] = folders;
    if (!blog) throw new Error('no folder blog');
    expect(blog.id).toBeGreaterThan(0);
    expect(blog.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(blog.parent_id).toBeNull();
    expect(links.find((l) => l.slug === 'otros/d')?.parent_id).toBe(folders[1]?.id);
    expect(links.filter((l) => l.slug.startsWith('blog/')).every((l) => l.parent_id === blog.id)).toBe(true);
    expect(links.find((l) => l.slug === 'home')?.parent_id).toBe(0);

    // Stable: a second server over the same folder gives the same ids.
    const again = await startContentServer({ contentDir: dir, log: () => {} });
    try {
      const url = `${again.endpoint}/cdn/links?token=${again.tokens.preview}&version=draft&per_page=1000`;
      const body = (await (await fetch(url)).json()) as { links: Record<string, Link> };
      expect(body.links[blog.uuid]?.id).toBe(blog.id);
    } finally {
      await again.close();
    }
  });

  it('filters with starts_with and with_parent; published hides drafts but keeps folders', async () => {
    const blog = Object.values((await get('/cdn/links?starts_with=blog&per_page=100')).body.links as object);
    expect(blog.map((l: { slug: string }) => l.slug)).toEqual([
      'blog',
      'blog/',
      'blog/a',
      'blog/b',
      'blog/c',
    ]);
    const root = Object.values((await get('/cdn/links?with_parent=0&per_page=100')).body.links as object);
    expect(root.map((l: { slug: string }) => l.slug)).toEqual(['blog', 'home', 'otros']);
    const url = new URL(`${server.endpoint}/cdn/links`);
    url.search = `token=${server.tokens.public}&per_page=100`;
    const pub = (await (await fetch(url)).json()) as { links: Record<string, { slug: string }> };
    expect(Object.values(pub.links).map((l) => l.slug)).not.toContain('blog/c');
    expect(Object.values(pub.links).map((l) => l.slug)).toContain('blog');
  });

  it('/cdn/links/{uuid} answers {link}, 404 for an unknown one', async () => {
    const { status, body } = await get(`/cdn/links/${uuidOf(3)}`);
    expect(status).toBe(200);
    expect(body.link).toMatchObject({ id: 3, slug: 'blog/a', real_path: '/blog/a' });
    expect((await get('/cdn/links/no-such-uuid')).status).toBe(404);
  });

  it('/cdn/tags counts the tags of the visible stories', async () => {
    const { body } = await get('/cdn/tags');
    expect(body.tags).toEqual([
      { name: 'ahorro', taggings_count: 1 },
      { name: 'blog', taggings_count: 2 },
      { name: 'portada', taggings_count: 1 },
    ]);
  });
});

describe('what the server does not implement', () => {
  it('answers 400 {error} naming the parameter, value or endpoint', async () => {
    const cases: Array<[string, string]> = [
      ['/cdn/stories?search_term=hola', 'search_term'],
      ['/cdn/stories?from_release=1', 'from_release'],
      ['/cdn/stories?resolve_assets=1', 'resolve_assets'],
      ['/cdn/stories?excluding_story_fields=name', 'excluding_story_fields'],
      ['/cdn/stories?language=en', 'language'],
      ['/cdn/stories?fallback_lang=es', 'fallback_lang'],
      ['/cdn/stories?resolve_links=1', 'resolve_links'],
      ['/cdn/stories?resolve_relations=author', 'resolve_relations'],
      ['/cdn/stories?filter_query[body.0.title][in]=x', 'filter_query[body.0.title][in]'],
      ['/cdn/stories?filter_query[__or][][title][in]=x', 'filter_query[__or]'],
      ['/cdn/stories?filter_query[title][regex]=x', 'regex'],
      ['/cdn/stories?filter_query[title][is]=hola', 'filter_query[title][is]'],
      ['/cdn/stories?per_page=abc', 'per_page'],
      ['/cdn/stories?published_at_gt=ayer', 'published_at_gt'],
      ['/cdn/stories/home?excluding_fields=title', 'excluding_fields'],
      ['/cdn/stories/home?by_uuids=x', 'by_uuids'],
      ['/cdn/links?by_uuid=x', 'by_uuid'],
      ['/cdn/stories?version=preview', 'version'],
      ['/cdn/stories?sort_by=content.title:asc:nulls_last', 'sort_by'],
      ['/cdn/datasource_entries?datasource=x', '/cdn/datasource_entries'],
      ['/cdn/datasources', '/cdn/datasources'],
    ];
    for (const [query, named] of cases) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(String(body.error), query).toContain(named);
    }
  });

  it('checks the token before the parameters, and a bad path stays 404', async () => {
    const response = await fetch(`${server.endpoint}/cdn/stories?search_term=x&token=wrong`);
    expect(response.status).toBe(401);
    expect((await get('/cdn/nothing-here')).status).toBe(404);
  });
});
