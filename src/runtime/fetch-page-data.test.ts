import { describe, it, expect } from 'vitest';
import type { PageDataFile } from '../content/page-data-types';
import { storyOf } from '../content/story';
import { fetchPageData, type FetchLike } from './fetch-page-data';
import { isNotFound, PageDataError } from './page-data-error';

const url = '/assets/data/banca-personas/index.json';
const buildHash = 'build-abc';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(respond: () => Response | Promise<Response>): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (requested, init) => {
    calls.push({ url: requested, init });
    return respond();
  };
  return { fetch, calls };
}

function jsonResponse(body: unknown, init: ResponseInit = { status: 200 }): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });
}

async function rejection(promise: Promise<unknown>): Promise<PageDataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PageDataError) return error;
    throw new Error(`expected a PageDataError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the promise to reject');
}

const file: PageDataFile = {
  hash: buildHash,
  data: {
    path: '/banca-personas/',
    title: 'Banca Personas',
    description: '',
    story: storyOf({
      id: 1,
      uuid: 'u',
      name: 'Banca Personas',
      slug: 'banca-personas',
      full_slug: 'banca-personas/',
      is_startpage: true,
      content: { _uid: 'p', component: 'page', header: [], body: [], footer: [] },
    }),
  },
  context: {},
};

describe('fetchPageData', () => {
  it('returns the data when the hash matches', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(file));
    await expect(fetchPageData(url, buildHash, fetch)).resolves.toEqual(file);
  });

  it('requests the url with credentials "include"', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(file));
    await fetchPageData(url, buildHash, fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('rejects a 404 with code 404 and the status text', async () => {
    const { fetch } = fakeFetch(() => new Response('nope', { status: 404, statusText: 'Not Found' }));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error.code).toBe(404);
    expect(error.message).toBe('Not Found');
    expect(error.url).toBe(url);
    expect(isNotFound(error)).toBe(true);
  });

  it('uses the server’s own status text for a 404', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 404, statusText: 'No existe' }));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error.code).toBe(404);
    expect(error.message).toBe('No existe');
  });

  it('rejects a 500 with "Failed to fetch {url}."', async () => {
    const { fetch } = fakeFetch(
      () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error.message).toBe(`Failed to fetch ${url}.`);
    expect(error.code).not.toBe(404);
    expect(isNotFound(error)).toBe(false);
  });

  it('rejects other non-200 statuses with "Failed to fetch {url}."', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 204 }));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error.message).toBe(`Failed to fetch ${url}.`);
  });

  it('rejects a network failure with "Failed to fetch {url}."', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('network down'));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error).toBeInstanceOf(PageDataError);
    expect(error.name).toBe('PageDataError');
    expect(error.message).toBe(`Failed to fetch ${url}.`);
    expect(error.url).toBe(url);
  });

  it('rejects bad JSON with "Failed to parse JSON from {url}. {reason}."', async () => {
    const { fetch } = fakeFetch(() => new Response('{not json', { status: 200 }));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    const prefix = `Failed to parse JSON from ${url}. `;
    expect(error.message.startsWith(prefix)).toBe(true);
    expect(error.message.endsWith('.')).toBe(true);
    expect(error.message.length).toBeGreaterThan(prefix.length + 1);
    expect(error.code).toBe('INVALID_JSON');
  });

  it('rejects JSON without a hash with "JSON data in {url} is missing a hash."', async () => {
    for (const body of [{ data: {} }, { hash: '' }, { hash: 5 }, null, []]) {
      const { fetch } = fakeFetch(() => jsonResponse(body));
      const error = await rejection(fetchPageData(url, buildHash, fetch));
      expect(error.message).toBe(`JSON data in ${url} is missing a hash.`);
    }
  });

  it('rejects another hash with "Hash did not match: json=X, document=Y" and code INVALID_HASH', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ ...file, hash: 'old-deploy' }));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error.message).toBe('Hash did not match: json=old-deploy, document=build-abc');
    expect(error.code).toBe('INVALID_HASH');
    expect(error.url).toBe(url);
  });

  it.each([
    [
      'story content is a string',
      { ...file, data: { ...file.data, story: { ...file.data.story, content: 'x' } } },
      'data.story.content: expected object, received string',
    ],
    ['data is missing', { hash: buildHash, context: {} }, 'data: expected object, received undefined'],
    [
      'the title is a number',
      { ...file, data: { ...file.data, title: 5 } },
      'data.title: expected string, received number',
    ],
    [
      'the not-found flag is not true',
      { ...file, context: { __notFound: 'yes' } },
      'context.__notFound: expected true, received string',
    ],
    ['the code is not 404', { ...file, code: 500 }, 'code: expected 404, received number'],
  ])(
    'rejects a valid hash with a bad shape (%s) as "Failed to parse JSON from {url}. {reason}."',
    async (_name, body, reason) => {
      const { fetch } = fakeFetch(() => jsonResponse(body));
      const error = await rejection(fetchPageData(url, buildHash, fetch));
      expect(error.message).toBe(`Failed to parse JSON from ${url}. ${reason}.`);
      expect(error.code).toBe('INVALID_JSON');
      expect(error.url).toBe(url);
    },
  );

  it('checks the hash before the shape', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ hash: 'old-deploy', data: 'not page data' }));
    const error = await rejection(fetchPageData(url, buildHash, fetch));
    expect(error.code).toBe('INVALID_HASH');
  });

  it('keeps the not-found page data, with its code and flag', async () => {
    const notFound = { ...file, code: 404, context: { __notFound: true } };
    const { fetch } = fakeFetch(() => jsonResponse(notFound));
    await expect(fetchPageData(url, buildHash, fetch)).resolves.toEqual(notFound);
  });
});
