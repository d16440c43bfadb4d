/**
 * Hostile input against the browser runtime (issue 22): page markup that clobbers `window.dataLayer`,
 * page data that cannot be used, and the editor choices that used to be dropped (the page's menu
 * region, the toggler icon, the button's append / replace / exact). This file builds its own small
 * variant of the bundled content with two extra pages, and corrupts one page-data file of its output.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../src/config/project-paths';
import { launchChromium } from './support/chromium';
import { openConsentedPage } from './support/consent';
import { buildWithEnv } from './support/integration-site';
import { hasMarker, openPage, setMarker, waitForHydration } from './support/pages';
import { startSite, type RunningSite } from './support/server';
import { startThirdPartyServer, testIp, type ThirdPartyServer } from './support/third-party-server';
import { pageStory, writeStory } from './support/extra-stories';

const parent = '/pruebas-navegacion/';
const child = '/pruebas-navegacion/detalle/';
const childData = '/assets/data/pruebas-navegacion/detalle/index.json';
const cuentasData = '/assets/data/banca-personas/cuentas/index.json';

const storyLink = (cachedUrl: string) => ({
  id: 'x',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: cachedUrl,
});
const urlLink = (url: string) => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url });
const title = (_uid: string, text: string) => ({ _uid, component: 'title', title: text, size: 'h1' });
const button = (_uid: string, text: string, fields: Record<string, unknown>) => ({
  _uid,
  component: 'button',
  text,
  ...fields,
});

/** The parent page: clobbering markup, a menu region, a toggler with an icon, and the three button options. */
const parentContent = {
  _uid: 'pn-page',
  component: 'page',
  seo_description: 'Página de pruebas de navegación: enlaces, botones y un desplegable.',
  header: [title('pn-title', 'Pruebas de navegación')],
  menu: [
    { _uid: 'pn-menu-1', component: 'menu_link', text: 'Cuentas', to: storyLink('banca-personas/cuentas') },
    {
      _uid: 'pn-menu-2',
      component: 'menu_link',
      text: 'Más opciones',
      submenu: [
        {
          _uid: 'pn-menu-3',
          component: 'menu_link',
          text: 'Seguros',
          to: storyLink('banca-personas/seguros'),
        },
      ],
    },
  ],
  body: [
    {
      _uid: 'pn-raw',
      component: 'raw_html',
      html: '<p>Etiquetas de una campaña</p><a id="dataLayer" href="#uno">uno</a> <a id="dataLayer" href="#dos">dos</a>',
    },
    {
      _uid: 'pn-toggler',
      component: 'toggler',
      closed_text: 'Ver requisitos',
      opened_text: 'Ocultar requisitos',
      showIcon: true,
      icon: 'plus-circle',
      body: [{ _uid: 'pn-toggler-title', component: 'title', title: 'DUI vigente', size: 'h3' }],
    },
    button('pn-append', 'Ver detalle', { to: urlLink('detalle'), append: true }),
    button('pn-replace', 'Ir a Banca Personas', { to: storyLink('banca-personas'), replace: true }),
    button('pn-self', 'Esta página', { to: storyLink('pruebas-navegacion'), exact: true }),
  ],
};

/** The child page: a link back to its parent, once inclusive and once exact. */
const childContent = {
  _uid: 'pd-page',
  component: 'page',
  seo_description: 'Detalle de las pruebas de navegación, con enlaces de regreso.',
  header: [title('pd-title', 'Detalle de pruebas')],
  body: [
    button('pd-back', 'Volver', { to: storyLink('pruebas-navegacion') }),
    button('pd-back-exact', 'Volver exacto', { to: storyLink('pruebas-navegacion'), exact: true }),
  ],
};

let work: string;
let site: RunningSite;
let browser: Browser;
let thirdParty: ThirdPartyServer;

beforeAll(async () => {
  thirdParty = await startThirdPartyServer();
  work = await mkdtemp(path.join(os.tmpdir(), 'hostile-runtime-'));
  const contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  await writeStory(
    contentDir,
    pageStory(990101, 'pruebas-navegacion', 'Pruebas de navegación', parentContent),
  );
  await writeStory(
    contentDir,
    pageStory(990102, 'pruebas-navegacion/detalle', 'Detalle de pruebas', childContent),
  );
  const outDir = path.join(work, 'dist');
  // Consent records carry the address, page views go to the tag manager: both read the data layer.
  const env = {
    VITE_IP_LOOKUP_URL: `${thirdParty.origin}/ip`,
    VITE_IP_LOOKUP_TIMEOUT_MS: '2000',
    VITE_ANALYTICS_ID: 'GTM-TEST',
    VITE_ANALYTICS_SCRIPT_URL: `${thirdParty.origin}/gtm.js`,
  };
  const result = await buildWithEnv(env, {
    contentDir,
    outDir,
    cacheDir: path.join(work, 'cache'),
    strict: false,
  });
  // The extra pages are valid content: every field they use is known and checked.
  expect(result.errors.filter((e) => e.story.startsWith('pruebas-navegacion'))).toEqual([]);
  // The child page's data file cut in the middle, as a failed upload or a full disk leaves it; no
  // precompressed copy may serve the intact one instead.
  const dataFile = path.join(outDir, childData);
  const intact = await readFile(dataFile, 'utf8');
  await writeFile(dataFile, intact.slice(0, Math.floor(intact.length / 2)));
  await rm(`${dataFile}.br`, { force: true });
  await rm(`${dataFile}.gz`, { force: true });
  site = await startSite(outDir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await thirdParty?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

type Entry = Record<string, unknown>;

function dataLayerOf(page: Page): Promise<{ isArray: boolean; entries: Entry[] }> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
    return { isArray: Array.isArray(layer), entries: Array.isArray(layer) ? (layer as Entry[]) : [] };
  });
}

describe('a clobbering id="dataLayer" in the page markup', () => {
  it('does not stop consent recording or page views', async () => {
    const opened = await openPage(browser, site.url(parent));
    const { page } = opened;
    // The hostile markup is there: two elements whose id makes window.dataLayer a collection.
    expect(await page.locator('[id="dataLayer"]').count()).toBe(2);
    await page.getByRole('dialog', { name: 'Tu privacidad' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar todas', exact: true }).click();
    await expect
      .poll(async () => (await dataLayerOf(page)).entries.filter((e) => e.event === 'cookie_consent'))
      .toEqual([
        {
          event: 'cookie_consent',
          cookie_consent_ip: testIp,
          necessary_cookies: true,
          functional_cookies: true,
          category: 'privacy',
          label: 'cookie_preferences',
        },
      ]);
    expect((await dataLayerOf(page)).isArray).toBe(true);
    // Page views: the landing page, then a client navigation.
    await page.getByRole('link', { name: 'Ir a Banca Personas' }).click();
    await page.waitForURL(site.url('/banca-personas/'));
    await expect
      .poll(async () =>
        (await dataLayerOf(page)).entries.filter((e) => e.event === 'page_view').map((e) => e.page_path),
      )
      .toEqual([parent, '/banca-personas/']);
    expect(opened.documentLoads()).toBe(0);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});

describe('page data that cannot be used', () => {
  it('a click to a page with truncated data ends on that page by a full load', async () => {
    const opened = await openConsentedPage(browser, site.url(parent));
    await setMarker(opened.page);
    await opened.page.getByRole('link', { name: 'Ver detalle' }).click();
    await opened.page.waitForURL(site.url(child));
    await waitForHydration(opened.page);
    expect(await opened.page.textContent('h1')).toBe('Detalle de pruebas');
    expect(await hasMarker(opened.page)).toBe(false);
    expect(opened.documentLoads()).toBe(1);
    // The catalogue's message was still reported before the browser loaded the page.
    expect(opened.errors.some((e) => e.startsWith(`Failed to parse JSON from ${childData}. `))).toBe(true);
    await opened.context.close();
  });

  it('HTML served instead of JSON (a host falling back to a page) ends on the target by a full load', async () => {
    const html = await (await fetch(site.url(parent))).text();
    const opened = await openConsentedPage(browser, site.url(parent), {
      setup: (page) =>
        page.route(`**${cuentasData}`, (route) =>
          route.fulfill({ status: 200, body: html, contentType: 'text/html' }),
        ),
    });
    await setMarker(opened.page);
    await opened.page
      .getByRole('navigation', { name: 'Menú de la página' })
      .getByRole('link', { name: 'Cuentas' })
      .click();
    await opened.page.waitForURL(site.url('/banca-personas/cuentas/'));
    await waitForHydration(opened.page);
    expect(await opened.page.textContent('h1')).toBe('Cuentas');
    expect(await hasMarker(opened.page)).toBe(false);
    expect(opened.documentLoads()).toBe(1);
    expect(opened.errors.some((e) => e.startsWith(`Failed to parse JSON from ${cuentasData}. `))).toBe(true);
    await opened.page.unrouteAll({ behavior: 'ignoreErrors' });
    await opened.context.close();
  });
});

describe('editor choices that now show', () => {
  it('the page menu region: a navigation between header and body, with a working submenu', async () => {
    const opened = await openConsentedPage(browser, site.url(parent));
    const nav = opened.page.getByRole('navigation', { name: 'Menú de la página' });
    expect(await nav.getByRole('link', { name: 'Cuentas' }).getAttribute('href')).toBe(
      '/banca-personas/cuentas/',
    );
    const more = nav.getByRole('button', { name: 'Más opciones' });
    expect(await nav.getByRole('link', { name: 'Seguros' }).isVisible()).toBe(false);
    await more.click();
    await nav.getByRole('link', { name: 'Seguros' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    // Between the page's header and its body.
    const order = await opened.page.evaluate(() => {
      const main = document.querySelector('main');
      const marks = [...(main?.querySelectorAll('h1, nav, .raw-html') ?? [])];
      return marks.map((el) => el.tagName.toLowerCase());
    });
    expect(order).toEqual(['h1', 'nav', 'div']);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('the toggler icon is drawn as the named bootstrap icon', async () => {
    const opened = await openConsentedPage(browser, site.url(parent));
    const toggle = opened.page.getByRole('button', { name: 'Ver requisitos' });
    const icon = toggle.locator('svg.bi-plus-circle');
    expect(await icon.count()).toBe(1);
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThan(8);
    expect(await icon.locator('path').count()).toBeGreaterThan(0);
    await toggle.click();
    await opened.page.getByRole('heading', { name: 'DUI vigente' }).waitFor();
    expect(
      await opened.page
        .getByRole('button', { name: 'Ocultar requisitos' })
        .locator('svg.bi-plus-circle')
        .count(),
    ).toBe(1);
    await opened.context.close();
  });

  it('append joins the link to the current path; exact decides the active class', async () => {
    const opened = await openConsentedPage(browser, site.url(parent));
    const { page } = opened;
    expect(await page.getByRole('link', { name: 'Ver detalle' }).getAttribute('href')).toBe(child);
    const self = page.getByRole('link', { name: 'Esta página' });
    expect(await self.getAttribute('aria-current')).toBe('page');
    expect(await self.getAttribute('class')).toContain('router-link-exact-active');
    await page.goto(site.url(child));
    await waitForHydration(page);
    const back = page.getByRole('link', { name: 'Volver', exact: true });
    const backExact = page.getByRole('link', { name: 'Volver exacto' });
    expect((await back.getAttribute('class'))?.split(' ')).toContain('router-link-active');
    expect(await back.getAttribute('aria-current')).toBeNull();
    expect((await backExact.getAttribute('class'))?.split(' ')).not.toContain('router-link-active');
    await opened.context.close();
  });

  it('replace navigates in-page without adding a history entry', async () => {
    const opened = await openConsentedPage(browser, site.url('/agencias/'));
    const { page } = opened;
    // Visit the test page in-page first, so there is an entry to go back to.
    await page.evaluate((url) => {
      const link = Object.assign(document.createElement('a'), { href: url, textContent: 'ir' });
      document.body.append(link);
      link.click();
    }, parent);
    await page.waitForURL(site.url(parent));
    await page.getByRole('link', { name: 'Ir a Banca Personas' }).waitFor();
    await setMarker(page);
    const before = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Ir a Banca Personas' }).click();
    await page.waitForURL(site.url('/banca-personas/'));
    await expect.poll(() => page.textContent('h1')).toBe('Banca Personas');
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect(await hasMarker(page)).toBe(true);
    // Back skips the replaced entry: the page before the test page.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(site.url('/agencias/'));
    expect(opened.documentLoads()).toBe(0);
    await opened.context.close();
  });
});
