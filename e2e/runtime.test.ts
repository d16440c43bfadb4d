import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
// Every visitor here has already chosen their cookies: the consent dialog would take the clicks.
import { openConsentedPage as openPage } from './support/consent';
import { hasMarker, setMarker, waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const buildHash = inject('buildHash');
const { site, browser } = siteAndBrowserForFile();

const cuentasData = '/assets/data/banca-personas/cuentas/index.json';

async function clickLink(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).first().click();
}

describe('page-data failures (docs/behaviour.md §8)', () => {
  it('404: shows the not-found page and logs "Could not find {path}"', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.route(`**${cuentasData}`, (route) => route.fulfill({ status: 404, body: 'nope' })),
    });
    await setMarker(opened.page);
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await expect.poll(() => opened.page.textContent('h1')).toBe('Página no encontrada');
    expect(await hasMarker(opened.page)).toBe(true);
    expect(opened.errors).toContain('Could not find /banca-personas/cuentas/');
    await opened.context.close();
  });

  it('500: "Failed to fetch {url}." and a full load of the target', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.route(`**${cuentasData}`, (route) => route.fulfill({ status: 500, body: 'boom' })),
    });
    await setMarker(opened.page);
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await waitForHydration(opened.page);
    expect(await opened.page.textContent('h1')).toBe('Cuentas');
    expect(await hasMarker(opened.page)).toBe(false);
    expect(opened.documentLoads()).toBe(1);
    await opened.context.close();
  });

  it.each([
    [
      'bad JSON',
      '{"hash":',
      /^Failed to parse JSON from \/assets\/data\/banca-personas\/cuentas\/index\.json\. .+\.$/,
    ],
    [
      'a missing hash',
      '{"data":{}}',
      /^JSON data in \/assets\/data\/banca-personas\/cuentas\/index\.json is missing a hash\.$/,
    ],
  ])('%s: reports the error, then the browser loads the target', async (_label, body, message) => {
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.route(`**${cuentasData}`, (route) =>
          route.fulfill({ status: 200, body, contentType: 'application/json' }),
        ),
    });
    await setMarker(opened.page);
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await waitForHydration(opened.page);
    expect(opened.errors.some((e) => message.test(e))).toBe(true);
    expect(await opened.page.textContent('h1')).toBe('Cuentas');
    expect(await hasMarker(opened.page)).toBe(false);
    expect(opened.documentLoads()).toBe(1);
    await opened.page.unrouteAll({ behavior: 'ignoreErrors' });
    await opened.context.close();
  });

  it('page data with the right hash but a broken shape: reports the field, then loads the target in full, nothing crashes', async () => {
    const message = `Failed to parse JSON from ${cuentasData}. data.story.content: expected object, received string.`;
    const servedHashes: string[] = [];
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.route(`**${cuentasData}`, async (route) => {
          const response = await route.fetch();
          const json = (await response.json()) as { hash: string; data: { story: { content: unknown } } };
          servedHashes.push(json.hash);
          json.data.story.content = 'not a block';
          await route.fulfill({ response, body: JSON.stringify(json) });
        }),
    });
    await setMarker(opened.page);
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await waitForHydration(opened.page);
    expect(opened.errors).toContain(message);
    expect(await opened.page.textContent('h1')).toBe('Cuentas');
    expect(await hasMarker(opened.page)).toBe(false);
    expect(opened.documentLoads()).toBe(1);
    // The checker runs under the page's CSP: no eval probe reported, no uncaught error, nothing else logged.
    expect(opened.errors.filter((e) => e !== message)).toEqual([]);
    // The right hash: the shape alone was refused.
    expect(servedHashes.length).toBeGreaterThan(0);
    expect(new Set(servedHashes)).toEqual(new Set([buildHash]));
    // A prefetch may still be in the handler; closing must not fail it.
    await opened.page.unrouteAll({ behavior: 'ignoreErrors' });
    await opened.context.close();
  });

  it('a foreign hash loads the target in full on every click, and a full load that never arrives is not repeated', async () => {
    const foreign = (body: string) => body.replace(`"hash":"${buildHash}"`, '"hash":"from-another-deploy"');
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.route('**/assets/data/**', async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: foreign(await response.text()) });
        }),
    });
    // Mismatch for /banca-personas/cuentas/: one full load of the target.
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await waitForHydration(opened.page);
    expect(opened.documentLoads()).toBe(1);
    // Back to /banca-personas/ (one more full load), then the same target again: loaded again, no dead link.
    await clickLink(opened.page, 'Volver a Banca Personas');
    await opened.page.waitForURL(site.url('/banca-personas/'));
    await waitForHydration(opened.page);
    expect(opened.documentLoads()).toBe(2);
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await waitForHydration(opened.page);
    expect(opened.documentLoads()).toBe(3);
    // A host that sends the page back (here: /banca-personas/ answered by a redirect to /banca-personas/cuentas/)
    // would make a loop; the second full load of the same unarrived target is refused and reported.
    await opened.page.route(site.url('/banca-personas/'), (route) =>
      route.fulfill({ status: 302, headers: { location: site.url('/banca-personas/cuentas/') } }),
    );
    opened.errors.length = 0;
    await clickLink(opened.page, 'Volver a Banca Personas');
    await expect.poll(() => opened.documentLoads()).toBe(4);
    await waitForHydration(opened.page);
    expect(opened.page.url()).toBe(site.url('/banca-personas/cuentas/'));
    await clickLink(opened.page, 'Volver a Banca Personas');
    await expect.poll(() => opened.errors.join('\n')).toMatch(/Not reloading \/banca-personas\/ again/);
    expect(opened.documentLoads()).toBe(4);
    expect(opened.page.url()).toBe(site.url('/banca-personas/cuentas/'));
    await opened.page.unrouteAll({ behavior: 'ignoreErrors' });
    await opened.context.close();
  });
});

describe('prefetch (docs/behaviour.md §2, §9)', () => {
  it('fetches visible links 250 ms after they appear, and the click makes no request', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'));
    await expect.poll(() => opened.requests.includes(cuentasData)).toBe(true);
    // The router starts after the document became interactive; no page data may be asked for before 250 ms.
    const timing = await opened.page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const data = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/data/'))
        .map((entry) => entry.startTime);
      return { interactive: navigation.domInteractive, first: Math.min(...data) };
    });
    expect(timing.first - timing.interactive).toBeGreaterThanOrEqual(250);
    const prefetched = opened.requests.filter((r) => r.startsWith('/assets/data/'));
    expect(new Set(prefetched).size).toBe(prefetched.length);
    opened.requests.length = 0;
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await expect.poll(() => opened.page.textContent('h1')).toBe('Cuentas');
    expect(opened.requests.filter((r) => r === cuentasData)).toEqual([]);
    await opened.context.close();
  });

  it('does not prefetch when the visitor asks to save data', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
        }),
    });
    await opened.page.waitForTimeout(800);
    expect(opened.requests.filter((r) => r.startsWith('/assets/data/'))).toEqual([]);
    await opened.context.close();
  });
});

describe('link catching (docs/behaviour.md §2)', () => {
  it('leaves modifier clicks, target=_blank, downloads and mailto: to the browser', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'));
    await opened.page.evaluate(() => {
      const main = document.querySelector('main');
      for (const [text, attrs] of [
        ['Nueva pestaña', { href: '/banca-personas/cuentas/', target: '_blank' }],
        ['Descarga', { href: '/banca-personas/cuentas/', download: '' }],
      ] as const) {
        const a = document.createElement('a');
        a.textContent = text;
        for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
        main?.append(a);
      }
      window.addEventListener('click', (event) => {
        (window as unknown as { __caught: boolean[] }).__caught ??= [];
        (window as unknown as { __caught: boolean[] }).__caught.push(event.defaultPrevented);
        event.preventDefault();
      });
    });
    await opened.page.getByRole('link', { name: 'Ver cuentas' }).click({ modifiers: ['Control'] });
    await opened.page.getByRole('link', { name: 'Ver cuentas' }).click({ modifiers: ['Shift'] });
    await opened.page.getByRole('link', { name: 'Ver cuentas' }).click({ button: 'middle' });
    await opened.page.getByRole('link', { name: 'Nueva pestaña' }).click();
    await opened.page.getByRole('link', { name: 'Descarga' }).click();
    const caught = await opened.page.evaluate(() => (window as unknown as { __caught?: boolean[] }).__caught);
    // The window listener runs after the router's document listener: defaultPrevented means "caught".
    expect(caught?.slice(0, 2)).toEqual([false, false]);
    expect(caught?.slice(-2)).toEqual([false, false]);
    expect(opened.page.url()).toBe(site.url('/banca-personas/'));
    await opened.context.close();
  });
});

describe('scroll (docs/behaviour.md §2)', () => {
  it('scrolls to the top, to a hash target, and restores the position on back', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/cuentas/'), {
      viewport: { width: 800, height: 500 },
    });
    const { page } = opened;
    await page.getByRole('link', { name: 'seguridad de la app' }).click();
    await page.waitForURL('**/medios-digitales/banca-movil/#seguridad');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('seguridad')?.getBoundingClientRect().top))
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The same page, another anchor: no data request, just the scroll.
    opened.requests.length = 0;
    await page.getByRole('link', { name: 'Ayuda', exact: true }).click();
    await page.waitForURL('**#ayuda');
    // The scroll to the new anchor follows the URL change: wait for it before measuring.
    await expect
      .poll(() => page.evaluate(() => document.getElementById('ayuda')?.getBoundingClientRect().top))
      .toBeLessThan(150);
    // Prefetches of other links may run meanwhile; this page itself is not fetched again.
    expect(opened.requests.filter((r) => r.includes('/medios-digitales/banca-movil/'))).toEqual([]);
    const ayudaY = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollBy({ top: -120, behavior: 'instant' as ScrollBehavior }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeLessThan(ayudaY);
    // Clicked from script: a pointer click would first scroll the link into view and move the position to restore.
    await page.evaluate(() =>
      [...document.querySelectorAll('a')].find((a) => a.textContent === 'Volver al inicio')?.click(),
    );
    await page.waitForURL(site.url('/'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**#ayuda');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});

describe('device redirect (docs/behaviour.md §2)', () => {
  const agents = {
    iPhone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    Android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  };

  it.each([
    ['iPhone', 'apps.apple.com'],
    ['iPad', 'apps.apple.com'],
    ['Android', 'play.google.com'],
  ] as const)('sends an %s visitor to its app store', async (device, host) => {
    const context = await browser.newContext({ userAgent: agents[device] });
    const page = await context.newPage();
    await page.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
    );
    await page.goto(site.url('/banca-movil-descarga/'));
    await page.waitForURL((url) => url.host === host);
    await context.close();
  });

  it('sends a desktop visitor to the mobile-banking page, in-page', async () => {
    const opened = await openPage(browser, site.url('/banca-movil-descarga/'));
    await opened.page.waitForURL('**/medios-digitales/banca-movil/');
    await expect.poll(() => opened.page.textContent('h1')).toBe('Banca Móvil');
    await opened.page.goBack();
    expect(opened.page.url()).not.toContain('/banca-movil-descarga/');
    await opened.context.close();
  });
});

describe('page views and the layout loading flag', () => {
  it('announces a page view on client navigations only', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (page) =>
        page.addInitScript(() => {
          (window as unknown as { __views: string[] }).__views = [];
          window.addEventListener('site:pageview', (event) => {
            (window as unknown as { __views: string[] }).__views.push(
              (event as CustomEvent<{ path: string }>).detail.path,
            );
          });
        }),
    });
    const views = () => opened.page.evaluate(() => (window as unknown as { __views: string[] }).__views);
    expect(await views()).toEqual([]);
    await clickLink(opened.page, 'Ver cuentas');
    await opened.page.waitForURL('**/banca-personas/cuentas/');
    await expect.poll(views).toEqual(['/banca-personas/cuentas/']);
    await opened.page.goBack();
    await expect.poll(views).toEqual(['/banca-personas/cuentas/', '/banca-personas/']);
    await opened.context.close();
  });

  it('clears the layout loading flag 750 ms after mount', async () => {
    const opened = await openPage(browser, site.url('/'), {
      setup: (page) =>
        page.addInitScript(() => {
          new MutationObserver((_records, observer) => {
            const site = document.querySelector('.site');
            if (site && !site.hasAttribute('data-layout-loading')) {
              (window as unknown as { __cleared: number }).__cleared = performance.now();
              observer.disconnect();
            }
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-layout-loading'] });
        }),
    });
    expect(await opened.page.getAttribute('.site', 'data-layout-loading')).toBe('true');
    const cleared = () => opened.page.evaluate(() => (window as unknown as { __cleared?: number }).__cleared);
    await expect.poll(cleared).toBeGreaterThan(0);
    const interactive = await opened.page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    );
    expect(((await cleared()) ?? 0) - interactive).toBeGreaterThanOrEqual(750);
    await opened.context.close();
  });
});
