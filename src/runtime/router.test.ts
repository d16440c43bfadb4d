// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDataFile } from '../content/page-data';
import { storyOf } from '../content/story';
import { NavigationFailure } from './navigation-failure';
import { PageDataError } from './page-data-error';
import type { PageDataLoader } from './page-data-loader';
import { ChunkLoadError, createRouter, routePathOf } from './router';

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
    const router = createRouter({ loader, initial: pageFile('/a/'), buildHash: 'h', device });
    const listener = vi.fn();
    router.subscribe(listener);
    expect(await router.navigate('/b/')).toBe('navigated');
    expect(window.location.pathname).toBe('/b/');
    expect(router.getState().path).toBe('/b/');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('names a redundant navigation', async () => {
    const router = createRouter({ loader: fakeLoader({}), initial: pageFile('/a/'), buildHash: 'h', device });
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
    const router = createRouter({ loader, initial: pageFile('/a/'), buildHash: 'h', device });
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
    const router = createRouter({ loader, initial: pageFile('/a/'), buildHash: 'h', device });
    expect(await router.navigate('/missing/')).toBe('not-found');
    expect(console.error).toHaveBeenCalledWith('Could not find /missing/');
    expect(window.location.pathname).toBe('/missing/');
  });

  it('reloads the target when a chunk fails to load', async () => {
    const loader = fakeLoader({ '/assets/data/b/index.json': () => Promise.resolve(pageFile('/b/')) });
    const prepare = () => Promise.reject(new ChunkLoadError('carousel', '/assets/carousel.js'));
    const router = createRouter({ loader, initial: pageFile('/a/'), buildHash: 'h', device, prepare });
    expect(await router.navigate('/b/')).toBe('reloaded');
    expect(assign).toHaveBeenCalledWith(new URL('/b/', window.location.href).href);
    expect(loader.evicted).toEqual(['/assets/data/b/index.json']);
  });

  it('reports a page data file that fails to load for another path, then lets the browser load the page', async () => {
    const failed = new PageDataError('FETCH_FAILED', 'Failed to fetch /assets/data/b/index.json.', '');
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': () => Promise.reject(failed) }),
      initial: pageFile('/a/'),
      buildHash: 'h',
      device,
    });
    expect(await router.navigate('/b/')).toBe('reloaded');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch /assets/data/b/index.json.');
    expect(assign).toHaveBeenCalledWith(new URL('/b/', window.location.href).href);
  });

  it('reloads a foreign-hash target once per build, then reports instead', async () => {
    const mismatch = () =>
      Promise.reject(
        new PageDataError(
          'INVALID_HASH',
          'Hash did not match: json=x, document=h',
          '/assets/data/b/index.json',
        ),
      );
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': mismatch }),
      initial: pageFile('/a/'),
      buildHash: 'h',
      device,
    });
    expect(await router.navigate('/b/')).toBe('reloaded');
    const second = await router.navigate('/b/');
    expect(second).toBeInstanceOf(NavigationFailure);
    expect((second as NavigationFailure).type).toBe('aborted');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('aborts on any other failure, names it, and passes the error on as its cause', async () => {
    const failed = new PageDataError('FETCH_FAILED', 'Failed to fetch /assets/data/a/index.json.', '');
    window.history.replaceState(null, '', '/b/');
    const router = createRouter({
      loader: fakeLoader({ '/assets/data/b/index.json': () => Promise.reject(failed) }),
      initial: pageFile('/b/'),
      buildHash: 'h',
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
    const router = createRouter({ loader: fakeLoader({}), initial: pageFile('/a/'), buildHash: 'h', device });
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
      seed: () => undefined,
      evict: () => undefined,
      has: () => false,
    };
    const createRouter = await routerWithTable();
    const router = createRouter({ loader, initial: pageFile('/a/'), buildHash: 'h', device });
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
