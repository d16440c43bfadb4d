// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDataFile } from '../content/page-data-types';
import { storyOf } from '../content/story';
import { NavigationFailure } from './navigation-failure';
import { PageDataError } from './page-data-error';
import type { PageDataLoader } from './page-data-loader';
import { ChunkLoadError } from './chunk-load-error';
import { createRouter, routePathOf } from './router';

function pageFile(path: string, notFound = false): PageDataFile {
  return {
    hash: 'h',
    data: {
      path,
      title: path,
      description: '',
      story: storyOf({
        id: 1,
        uuid: path,
        name: path,
        slug: path,
        full_slug: path,
        content: { _uid: 'u', component: 'page' },
      }),
    },
    context: notFound ? { __notFound: true } : {},
  };
}

function fakeLoader(
  responses: Record<string, () => Promise<PageDataFile>>,
): PageDataLoader & { evicted: string[] } {
  const evicted: string[] = [];
  return {
    evicted,
    load: (url) => (responses[url] ?? (() => Promise.reject(new PageDataError(404, 'Not Found', url))))(),
    warm: () => Promise.resolve(undefined),
    seed: () => undefined,
    evict: (url) => evicted.push(url),
    has: () => false,
  };
}

// The bundled site has no route with another data path; this table stands in for one that does. The
// test setup has loaded the real table already, so the router is imported afresh after the mock.
async function routerWithTable() {
  vi.resetModules();
  vi.doMock('../config/route-data-paths', () => ({
    routeDataPaths: [{ route: '/simulador/:producto/', dataPath: '/simulador/_producto/index.json' }],
  }));
  return (await import('./router')).createRouter;
}

const device = { userAgent: 'test', maxTouchPoints: 0 };
const mismatch = () =>
  Promise.reject(
    new PageDataError('INVALID_HASH', 'Hash did not match: json=x, document=h', '/assets/data/b/index.json'),
  );
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  window.history.replaceState(null, '', '/a/');
  window.sessionStorage.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('router', () => {
  it('maps pathnames to route paths', () => {
    expect(routePathOf('/a/b')).toBe('/a/b/');
    expect(routePathOf('/')).toBe('/');
  });

  it('navigates: loads data, pushes history, notifies listeners', async () => {
    const loader = fakeLoader({ '/assets/data/b/index.json': () => Promise.resolve(pageFile('/b/')) });
    const router = createRouter({ loader, initial: pageFile('/a/'), device });
    const listener = vi.fn();
    router.subscribe(listener);
    expect(await router.navigate('/b/')).toBe('navigated');
    expect(window.location.pathname).toBe('/b/');
    expect(router.getState().path).toBe('/b/');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the landing page's data for a later visit only when it can render the page anew", async () => {
    const seeded: string[] = [];
    const loader = { ...fakeLoader({}), seed: (url: string) => void seeded.push(url) };
    createRouter({ loader, initial: pageFile('/a/'), device });
    expect(seeded).toEqual(['/assets/data/a/index.json']);
    // An inline state with static regions (docs/performance.md) only hydrates: a return to /a/ loads its file.
    createRouter({ loader, initial: pageFile('/a/'), initialRendersAnew: false, device });
    expect(seeded).toEqual(['/assets/data/a/index.json']);
  });

  it('names a redundant navigation', async () => {
    const router = createRouter({ loader: fakeLoader({}), initial: pageFile('/a/'), device });
    const result = await router.navigate('/a/');
    expect(result).toBeInstanceOf(NavigationFailure);
    expect((result as NavigationFailure).message).toBe(
      'Avoided redundant navigation to current location: "/a/".',
    );
  });

  it('cancels a slower navigation overtaken by a newer one', async () => {
    let release: (file: PageDataFile) => void = () => undefined;
    const loader = fakeLoader({
      '/assets/data/slow/index.json': () => new Promise((resolve) => (release = resolve)),
      '/assets/data/fast/index.json': () => Promise.resolve(pageFile('/fast/')),
    });
    const router = createRouter({ loader, initial: pageFile('/a/'), device });
    const slow = router.navigate('/slow/');
    expect(await router.navigate('/fast/')).toBe('navigated');
    release(pageFile('/slow/'));
    const result = await slow;
    expect(result).toBeInstanceOf(NavigationFailure);
    expect((result as NavigationFailure).type).toBe('cancelled');
    expect(router.getState().path).toBe('/fast/');
  });

  it('shows the not-found page for a 404 and logs "Could not find {path}"', async () => {
    const loader = fakeLoader({
      '/assets/data/404/index.json': () => Promise.resolve(pageFile('/404/', true)),
    });
    const router = createRouter({ loader, initial: pageFile('/a/'), device });
    expect(await router.navigate('/missing/')).toBe('not-found');
    expect(console.error).toHaveBeenCalledWith('Could not find /missing/');
    expect(window.location.pathname).toBe('/missing/');
  });

  it('reloads the target when a chunk fails to load', async () => {
    const loader = fakeLoader({ '/assets/data/b/index.json': () => Promise.resolve(pageFile('/b/')) });
    const prepare = () => Promise.reject(new ChunkLoadError('carousel', '/assets/carousel.js'));
    const router = createRouter({ loader, initial: pageFile('/a/'), device, prepare });
    expect(await router.navigate('/b/')).toBe('reloaded');
    expect(assign).toHaveBeenCalledWith(new URL('/b/', window.location.href).href);
    expect(loader.evicted).toEqual(['/assets/data/b/index.json']);
  });

  it('reports a page data file that fails to load for another path, then lets the browser load the page', async () => {
    const failed = new PageDataError('FETCH_FAILED', 'Failed to fetch /assets/data/b/index.json.', '');
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': () => Promise.reject(failed) }),
      initial: pageFile('/a/'),
      device,
    });
    expect(await router.navigate('/b/')).toBe('reloaded');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch /assets/data/b/index.json.');
    expect(assign).toHaveBeenCalledWith(new URL('/b/', window.location.href).href);
  });

  it.each([
    [
      'truncated JSON',
      'INVALID_JSON',
      'Failed to parse JSON from /assets/data/b/index.json. Unexpected end of JSON input.',
    ],
    [
      'HTML instead of JSON',
      'INVALID_JSON',
      "Failed to parse JSON from /assets/data/b/index.json. Unexpected token '<'.",
    ],
    ['a missing hash', 'MISSING_HASH', 'JSON data in /assets/data/b/index.json is missing a hash.'],
  ] as const)('reports %s for another page, then lets the browser load it', async (_label, code, message) => {
    const router = createRouter({
      loader: fakeLoader({
        '/assets/data/b/index.json': () =>
          Promise.reject(new PageDataError(code, message, '/assets/data/b/index.json')),
      }),
      initial: pageFile('/a/'),
      device,
    });
    expect(await router.navigate('/b/?q=1#x')).toBe('reloaded');
    expect(console.error).toHaveBeenCalledWith(message);
    expect(assign).toHaveBeenCalledWith(new URL('/b/?q=1#x', window.location.href).href);
  });

  it('loads a foreign-hash target in full without reporting it, on every click once it has arrived', async () => {
    const loader = fakeLoader({ '/assets/data/b/index.json': mismatch });
    expect(await createRouter({ loader, initial: pageFile('/a/'), device }).navigate('/b/')).toBe('reloaded');
    expect(console.error).not.toHaveBeenCalled();
    // The full load arrives: a document starts on /b/, and the visitor goes back to /a/ the same way.
    window.history.replaceState(null, '', '/b/');
    createRouter({ loader, initial: pageFile('/b/'), device });
    window.history.replaceState(null, '', '/a/');
    const again = createRouter({ loader, initial: pageFile('/a/'), device });
    expect(await again.navigate('/b/')).toBe('reloaded');
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('never repeats a full load that did not arrive (no loop), and tries again after refusing once', async () => {
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': mismatch }),
      initial: pageFile('/a/'),
      device,
    });
    expect(await router.navigate('/b/')).toBe('reloaded');
    // Still on /a/ (the host sent the full load elsewhere): the same target again is a loop.
    const second = await router.navigate('/b/');
    expect(second).toBeInstanceOf(NavigationFailure);
    expect((second as NavigationFailure).type).toBe('aborted');
    expect(console.error).toHaveBeenCalledWith(
      'Not reloading /b/ again: its last full load ended on another page.',
    );
    expect(console.error).toHaveBeenCalledWith('Hash did not match: json=x, document=h');
    expect(assign).toHaveBeenCalledTimes(1);
    // The refusal broke the chain; a later click may try once more.
    expect(await router.navigate('/b/')).toBe('reloaded');
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('a replacing navigation or back/forward loads the page in full without adding a history entry', async () => {
    const replace = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
    const failed = () =>
      Promise.reject(new PageDataError('INVALID_JSON', 'bad', '/assets/data/b/index.json'));
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': failed, '/assets/data/c/index.json': failed }),
      initial: pageFile('/a/'),
      device,
    });
    router.start();
    expect(await router.navigate('/b/', { replace: true })).toBe('reloaded');
    expect(replace).toHaveBeenCalledWith(new URL('/b/', window.location.href).href);
    // Back/forward: the address already shows the target, the page shown is still /a/.
    window.history.pushState(null, '', '/c/');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(new URL('/c/', window.location.href).href));
    expect(assign).not.toHaveBeenCalled();
  });

  it('aborts on any other failure, names it, and passes the error on as its cause', async () => {
    const failed = new PageDataError('FETCH_FAILED', 'Failed to fetch /assets/data/a/index.json.', '');
    window.history.replaceState(null, '', '/b/');
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': () => Promise.reject(failed) }),
      initial: pageFile('/b/'),
      device,
    });
    const result = await router.navigate('/b/#x', { replace: true });
    expect(result).toBeInstanceOf(NavigationFailure);
    expect((result as NavigationFailure).message).toBe(
      'Navigation aborted from "/b/" to "/b/" via a navigation guard.',
    );
    expect((result as NavigationFailure).cause).toBe(failed);
    expect(console.error).toHaveBeenCalledWith('Failed to fetch /assets/data/a/index.json.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends custom routes (/editor/, /global/) to the browser', async () => {
    const router = createRouter({ loader: fakeLoader({}), initial: pageFile('/a/'), device });
    expect(await router.navigate('/editor/')).toBe('reloaded');
    expect(assign).toHaveBeenCalledWith(new URL('/editor/', window.location.href).href);
  });
});

describe('router: a route that names another data path', () => {
  it('loads the named file for every value of the parameter, and its own file for other routes', async () => {
    const requested: string[] = [];
    const loader: PageDataLoader = {
      load: (url) => {
        requested.push(url);
        return Promise.resolve(pageFile(url));
      },
      warm: () => Promise.resolve(undefined),
      seed: () => undefined,
      evict: () => undefined,
      has: () => false,
    };
    const createRouter = await routerWithTable();
    const router = createRouter({ loader, initial: pageFile('/a/'), device });
    await router.navigate('/simulador/credito/');
    await router.navigate('/simulador/auto/');
    await router.navigate('/b/');
    expect(requested).toEqual([
      '/assets/data/simulador/_producto/index.json',
      '/assets/data/simulador/_producto/index.json',
      '/assets/data/b/index.json',
    ]);
    expect(router.getState().path).toBe('/b/');
    vi.doUnmock('../config/route-data-paths');
  });
});
