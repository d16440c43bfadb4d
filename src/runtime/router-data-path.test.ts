// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDataFile } from '../content/page-data';
import { storyOf } from '../content/story';
import type { PageDataLoader } from './page-data-loader';

// The bundled site has no route with another data path; this table stands in for one that does. The
// test setup has loaded the real table already, so the router is imported afresh after the mock.
async function routerWithTable() {
  vi.resetModules();
  vi.doMock('../config/route-data-paths', () => ({
    routeDataPaths: [{ route: '/simulador/:producto/', dataPath: '/simulador/_producto/index.json' }],
  }));
  return (await import('./router')).createRouter;
}

function pageFile(path: string): PageDataFile {
  const story = storyOf({
    id: 1,
    uuid: path,
    name: path,
    slug: path,
    full_slug: path,
    content: { _uid: 'u', component: 'page' },
  });
  return { hash: 'h', data: { path, title: path, description: '', story }, context: {} };
}

const device = { userAgent: 'test', maxTouchPoints: 0 };

beforeEach(() => {
  window.history.replaceState(null, '', '/a/');
});

afterEach(() => {
  vi.doUnmock('../config/route-data-paths');
  vi.restoreAllMocks();
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
  });
});
