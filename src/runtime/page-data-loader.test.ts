import { describe, it, expect } from 'vitest';
import type { PageDataFile } from '../content/page-data-types';
import { storyOf } from '../content/story';
import type { FetchLike } from './fetch-page-data';
import { createPageDataLoader } from './page-data-loader';
import { PageDataError } from './page-data-error';

const hash = 'h1';

function pageFile(path: string): PageDataFile {
  return {
    hash,
    data: {
      path,
      title: path,
      description: '',
      story: storyOf({
        id: 1,
        uuid: 'u',
        name: path,
        slug: path,
        full_slug: path,
        content: { _uid: 'p', component: 'page', header: [], body: [], footer: [] },
      }),
    },
    context: {},
  };
}

/** A fake server: answers each request with the next planned status (200 → the page file). */
function fakeServer(plan: number[] = []): { fetch: FetchLike; requests: string[] } {
  const requests: string[] = [];
  const fetch: FetchLike = async (url) => {
    requests.push(url);
    const status = plan.shift() ?? 200;
    if (status !== 200) return new Response('', { status });
    return new Response(JSON.stringify(pageFile(url)), { status: 200 });
  };
  return { fetch, requests };
}

describe('createPageDataLoader', () => {
  it('makes one request for two loads of the same url', async () => {
    const { fetch, requests } = fakeServer();
    const loader = createPageDataLoader(hash, fetch);
    const first = loader.load('/assets/data/a/index.json');
    const second = loader.load('/assets/data/a/index.json');
    expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect(a.data.path).toBe('/assets/data/a/index.json');
    expect(b).toBe(a);
    await loader.load('/assets/data/a/index.json');
    expect(requests).toEqual(['/assets/data/a/index.json']);
    expect(loader.has('/assets/data/a/index.json')).toBe(true);
  });

  it('makes separate requests for different urls', async () => {
    const { fetch, requests } = fakeServer();
    const loader = createPageDataLoader(hash, fetch);
    await Promise.all([loader.load('/x.json'), loader.load('/y.json')]);
    expect(requests).toEqual(['/x.json', '/y.json']);
  });

  it('evicts a failed load so the next load requests again', async () => {
    const { fetch, requests } = fakeServer([500, 200]);
    const loader = createPageDataLoader(hash, fetch);
    await expect(loader.load('/a.json')).rejects.toBeInstanceOf(PageDataError);
    expect(loader.has('/a.json')).toBe(false);
    const file = await loader.load('/a.json');
    expect(file.data.path).toBe('/a.json');
    expect(requests).toEqual(['/a.json', '/a.json']);
  });

  it('evicts a load whose hash does not match', async () => {
    const requests: string[] = [];
    const fetch: FetchLike = async (url) => {
      requests.push(url);
      return new Response(JSON.stringify({ ...pageFile(url), hash: 'other' }), { status: 200 });
    };
    const loader = createPageDataLoader(hash, fetch);
    await expect(loader.load('/a.json')).rejects.toMatchObject({ code: 'INVALID_HASH' });
    await expect(loader.load('/a.json')).rejects.toMatchObject({ code: 'INVALID_HASH' });
    expect(requests).toHaveLength(2);
  });

  it('serves seeded data without a request', async () => {
    const { fetch, requests } = fakeServer();
    const loader = createPageDataLoader(hash, fetch);
    const seeded = pageFile('/seeded/');
    loader.seed('/assets/data/seeded/index.json', seeded);
    expect(loader.has('/assets/data/seeded/index.json')).toBe(true);
    await expect(loader.load('/assets/data/seeded/index.json')).resolves.toBe(seeded);
    expect(requests).toEqual([]);
  });

  it('evict() drops an entry so the next load requests again', async () => {
    const { fetch, requests } = fakeServer();
    const loader = createPageDataLoader(hash, fetch);
    loader.seed('/a.json', pageFile('/a/'));
    loader.evict('/a.json');
    expect(loader.has('/a.json')).toBe(false);
    const file = await loader.load('/a.json');
    expect(file.data.path).toBe('/a.json');
    expect(requests).toEqual(['/a.json']);
  });

  it('a late failure does not evict data seeded after the request started', async () => {
    let fail: (reason: Error) => void = () => {};
    const fetch: FetchLike = () =>
      new Promise<Response>((_resolve, reject) => {
        fail = reject;
      });
    const loader = createPageDataLoader(hash, fetch);
    const pending = loader.load('/a.json');
    loader.evict('/a.json');
    const seeded = pageFile('/a/');
    loader.seed('/a.json', seeded);
    fail(new Error('network down'));
    await expect(pending).rejects.toBeInstanceOf(PageDataError);
    expect(loader.has('/a.json')).toBe(true);
    await expect(loader.load('/a.json')).resolves.toBe(seeded);
  });

  it('has() is false for a url never loaded', () => {
    const { fetch } = fakeServer();
    expect(createPageDataLoader(hash, fetch).has('/nothing.json')).toBe(false);
  });

  it('warm() fetches without checking, and a later load() checks it without a request', async () => {
    const { fetch, requests } = fakeServer();
    const loader = createPageDataLoader(hash, fetch);
    const json = (await loader.warm('/w.json')) as PageDataFile;
    expect(json.data.path).toBe('/w.json');
    expect(loader.has('/w.json')).toBe(true);
    expect((await loader.load('/w.json')).data.path).toBe('/w.json');
    expect(requests).toEqual(['/w.json']);
  });

  it('a failed warm() leaves nothing behind, so load() asks again', async () => {
    const { fetch, requests } = fakeServer([500]);
    const loader = createPageDataLoader(hash, fetch);
    await expect(loader.warm('/w.json')).rejects.toBeInstanceOf(PageDataError);
    expect(loader.has('/w.json')).toBe(false);
    await loader.load('/w.json');
    expect(requests).toEqual(['/w.json', '/w.json']);
  });

  it('warmed data that fails its check is dropped, so the next load() asks again', async () => {
    const requests: string[] = [];
    let answer = JSON.stringify({ ...pageFile('/w.json'), hash: 'other-deploy' });
    const fetch: FetchLike = async (url) => {
      requests.push(url);
      return new Response(answer, { status: 200 });
    };
    const loader = createPageDataLoader(hash, fetch);
    await loader.warm('/w.json');
    await expect(loader.load('/w.json')).rejects.toMatchObject({ code: 'INVALID_HASH' });
    answer = JSON.stringify(pageFile('/w.json'));
    expect((await loader.load('/w.json')).hash).toBe(hash);
    expect(requests).toEqual(['/w.json', '/w.json']);
  });

  it('warm() of seeded or loaded data makes no request', async () => {
    const { fetch, requests } = fakeServer();
    const loader = createPageDataLoader(hash, fetch);
    loader.seed('/seeded.json', pageFile('/seeded.json'));
    await loader.load('/loaded.json');
    expect(((await loader.warm('/seeded.json')) as PageDataFile).data.path).toBe('/seeded.json');
    expect(((await loader.warm('/loaded.json')) as PageDataFile).data.path).toBe('/loaded.json');
    expect(requests).toEqual(['/loaded.json']);
  });
});
