/** The local content server speaks the Content Delivery API v2 shape (reference §1, §7), over real HTTP. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../config/project-paths';
import { startContentServer, type RunningContentServer } from './server';

let server: RunningContentServer;
let emptyDir: string;

interface ListBody {
  stories: Array<{ full_slug: string; position: number; content: Record<string, unknown> }>;
  cv: number;
}

async function get(pathAndQuery: string, token: string | null = server.tokens.preview) {
  const url = new URL(`${server.endpoint}${pathAndQuery}`);
  if (token) url.searchParams.set('token', token);
  const response = await fetch(url);
  return { response, body: (await response.json()) as unknown };
}

async function list(
  query: string,
): Promise<{ slugs: string[]; total: string | null; perPage: string | null }> {
  const { response, body } = await get(`/cdn/stories?version=draft&${query}`);
  expect(response.status).toBe(200);
  return {
    slugs: (body as ListBody).stories.map((s) => s.full_slug),
    total: response.headers.get('total'),
    perPage: response.headers.get('per-page'),
  };
}

function bloks(value: unknown, found: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) value.forEach((item) => bloks(item, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record._uid === 'string' && typeof record.component === 'string') found.push(record);
    Object.values(record).forEach((item) => bloks(item, found));
  }
  return found;
}

beforeAll(async () => {
  server = await startContentServer({ contentDir: defaultContentDir, log: () => {} });
  emptyDir = await mkdtemp(path.join(os.tmpdir(), 'content-server-empty-'));
});

afterAll(async () => {
  await server?.close();
  if (emptyDir) await rm(emptyDir, { recursive: true, force: true });
});

describe('GET /v2/cdn/stories', () => {
  it('filters with starts_with (start page included unless is_startpage=0)', async () => {
    const all = await list('starts_with=banca-personas/&per_page=100');
    expect(all.slugs).toContain('banca-personas/');
    expect(all.slugs.every((s) => s.startsWith('banca-personas/'))).toBe(true);
    expect((await list('starts_with=banca-personas/&is_startpage=0&per_page=100')).slugs).not.toContain(
      'banca-personas/',
    );
    const startPages = await list('is_startpage=1&per_page=100');
    expect(startPages.slugs.length).toBeGreaterThan(0);
    expect(startPages.slugs.every((s) => s.endsWith('/'))).toBe(true);
  });

  it('matches by_slugs and excluding_slugs with * wildcards', async () => {
    const some = await list('by_slugs=banca-personas/remesa-azul,medios-digitales/*&per_page=100');
    expect(some.slugs).toContain('banca-personas/remesa-azul');
    expect(some.slugs.filter((s) => !s.startsWith('medios-digitales/'))).toEqual([
      'banca-personas/remesa-azul',
    ]);
    const rest = await list('excluding_slugs=banca-personas/*&per_page=100');
    expect(rest.slugs.some((s) => s.startsWith('banca-personas/'))).toBe(false);
    expect(rest.slugs).toContain('home');
  });

  it('sorts by position and pages with Total / Per-Page; per_page is clamped to 100', async () => {
    const desc = await get('/cdn/stories?version=draft&sort_by=position:desc&per_page=100');
    const positions = (desc.body as ListBody).stories.map((s) => s.position ?? 0);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const page1 = await list('per_page=10&page=1');
    const page3 = await list('per_page=10&page=3');
    expect(page1.slugs).toHaveLength(10);
    expect(page1.total).toBe(String(Number(page1.total)));
    expect(page1.perPage).toBe('10');
    expect(page3.slugs).toHaveLength(Math.max(0, Math.min(10, Number(page1.total) - 20)));
    expect((await list('per_page=500')).perPage).toBe('100');
  });

  it('answers an empty match with 200 and stories: []', async () => {
    const { response, body } = await get('/cdn/stories?version=draft&starts_with=no-existe/');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ stories: [], cv: expect.any(Number) as number });
    expect(response.headers.get('total')).toBe('0');
  });

  it('echoes cv, the space version, whatever cv was asked for', async () => {
    const { body } = await get('/cdn/stories?version=published&cv=1&per_page=1');
    const me = (await get('/cdn/spaces/me')).body as { space: { version: number } };
    expect((body as ListBody).cv).toBe(me.space.version);
  });

  it('puts _editable on every blok of a draft and none on published content', async () => {
    const draft = (await get('/cdn/stories/banca-personas/remesa-azul?version=draft')).body as {
      story: unknown;
    };
    const all = bloks(draft.story);
    expect(all.length).toBeGreaterThan(3);
    for (const blok of all) {
      expect(blok._editable).toBe(
        `<!--#storyblok#{"name": "${String(blok.component)}", "space": "287431", "uid": "${String(blok._uid)}", "id": "512900003"}-->`,
      );
    }
    const published = await get(
      '/cdn/stories/banca-personas/remesa-azul?version=published',
      server.tokens.public,
    );
    expect(JSON.stringify(published.body)).not.toContain('_editable');
  });
});

describe('GET /v2/cdn/stories/{full_slug}', () => {
  it('finds a story with or without a trailing slash, a start page by its folder, a story by id', async () => {
    for (const slug of ['banca-personas/remesa-azul', 'banca-personas/remesa-azul/']) {
      const { response, body } = await get(`/cdn/stories/${slug}?version=draft`);
      expect(response.status).toBe(200);
      expect((body as { story: { full_slug: string } }).story.full_slug).toBe('banca-personas/remesa-azul');
    }
    const folder = (await get('/cdn/stories/banca-personas?version=draft')).body as {
      story: { full_slug: string };
    };
    expect(folder.story.full_slug).toBe('banca-personas/');
    const byId = (await get('/cdn/stories/512900003?version=draft')).body as { story: { full_slug: string } };
    expect(byId.story.full_slug).toBe('banca-personas/remesa-azul');
  });

  it('answers 404 ["This record could not be found"]', async () => {
    const { response, body } = await get('/cdn/stories/no/existe?version=draft');
    expect(response.status).toBe(404);
    expect(body).toEqual(['This record could not be found']);
  });
});

describe('tokens, spaces/me, links, CORS', () => {
  it('answers 401 {"error":"Unauthorized"} without a valid token, and for drafts with a public token', async () => {
    for (const [query, token] of [
      ['/cdn/stories', null],
      ['/cdn/stories', 'wrong'],
      ['/cdn/stories?version=draft', server.tokens.public],
      ['/cdn/spaces/me', 'wrong'],
    ] as const) {
      const { response, body } = await get(query, token);
      expect(response.status).toBe(401);
      expect(body).toEqual({ error: 'Unauthorized' });
    }
    expect((await get('/cdn/stories?version=published', server.tokens.public)).response.status).toBe(200);
  });

  it('serves /cdn/spaces/me and /cdn/links (keyed by uuid, folders included)', async () => {
    const me = (await get('/cdn/spaces/me')).body as { space: Record<string, unknown> };
    expect(me.space).toMatchObject({ id: 287431, version: expect.any(Number) as number, language_codes: [] });
    const links = (await get('/cdn/links?version=draft&per_page=1000')).body as {
      links: Record<string, { slug: string; is_folder: boolean; real_path: string }>;
    };
    const remesa = Object.values(links.links).find((l) => l.slug === 'banca-personas/remesa-azul');
    expect(remesa).toMatchObject({ is_folder: false, real_path: '/banca-personas/remesa-azul' });
    expect(Object.values(links.links).some((l) => l.is_folder && l.slug === 'banca-personas')).toBe(true);
  });

  it('lets the preview screens call it from another origin', async () => {
    const preflight = await fetch(`${server.endpoint}/cdn/stories`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const { response } = await get('/cdn/stories?version=draft&per_page=1');
    expect(response.headers.get('access-control-expose-headers')).toContain('Per-Page');
  });

  it('serves an empty folder as a space with no stories', async () => {
    const empty = await startContentServer({ contentDir: emptyDir, log: () => {} });
    try {
      const response = await fetch(`${empty.endpoint}/cdn/stories?token=${empty.tokens.public}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ stories: [] });
    } finally {
      await empty.close();
    }
  });
});
