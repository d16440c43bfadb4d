/**
 * Cookie consent, analytics, third-party scripts and comments (issue 8; docs/behaviour.md §1, §4, §7, §9). The
 * integration URLs are inlined at build time, so this file builds its own copy of the site pointed at
 * a local stand-in server; the shared default build (no integrations) checks that everything is off.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { hasMarker, openPage, setMarker, waitForHydration, type OpenedPage } from './support/pages';
import { startIntegrationSites, type IntegrationSites } from './support/integration-site';
import type { RunningSite } from './support/server';
import { testIp, type ThirdPartyServer } from './support/third-party-server';

const article = '/banca-personas/azul-premier/blog/habitos-de-personas-financieramente-exitosas/';
const identifier = 'habitos-de-personas-financieramente-exitosas';
const weekSeconds = 7 * 24 * 60 * 60;

let browser: Browser;
let thirdParty: ThirdPartyServer;
let site: RunningSite;
let plainSite: RunningSite;
let outDir: string;
let sites: IntegrationSites | undefined;

beforeAll(async () => {
  sites = await startIntegrationSites(
    'consent-e2e',
    (origin) => ({
      VITE_IP_LOOKUP_URL: `${origin}/ip`,
      VITE_IP_LOOKUP_TIMEOUT_MS: '2000',
      VITE_TRACKING_SCRIPT_URL: `${origin}/tracking.js`,
      VITE_CHAT_SCRIPT_URL: `${origin}/chat.js`,
      VITE_DISQUS_SHORTNAME: 'bancoazul-test',
      VITE_DISQUS_EMBED_URL: `${origin}/disqus/{shortname}/embed.js`,
      VITE_ANALYTICS_ID: 'GTM-TEST',
      VITE_ANALYTICS_SCRIPT_URL: `${origin}/gtm.js`,
    }),
    { strict: false },
  );
  ({ browser, thirdParty, site, plainSite, outDir } = sites);
});

afterAll(() => sites?.close());

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The dialog appears after hydration, once the cookie has been read; give it time before saying "no". */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

async function consentCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'cookie-consent');
}

function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
}

async function consentEvents(page: Page) {
  return (await dataLayer(page)).filter((entry) => entry.event === 'cookie_consent');
}

describe('the consent dialog (docs/behaviour.md §4, §9)', () => {
  it('shows on a fresh visit and stays open on Escape and on a backdrop click', async () => {
    const { page, context, errors } = await openPage(browser, site.url('/'));
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await page.locator('.modal .btn-close').count()).toBe(0);
    // Focus is inside the dialog, which is modal.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');

    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    expect(await dialog(page).isVisible()).toBe(true);
    // The backdrop area: the top-left corner of the modal layer, outside the centred dialog box.
    await page.mouse.click(5, 5);
    await page.waitForTimeout(400);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await consentCookie(context)).toBeUndefined();

    // Tab and Shift+Tab never leave the dialog's controls (not even for the body).
    const focusInDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"] .modal-content'));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['Aceptar todas', { necessary: true, functional: true }, false],
    ['Aceptar solo necesarias', { necessary: true, functional: false }, false],
    ['Rechazar todas', { necessary: true, functional: false }, false],
    ['Guardar preferencias', { necessary: true, functional: true }, true],
  ])(
    "'%s' closes it and stores %j for 7 days; a reload shows no dialog",
    async (choice, stored, viaDetails) => {
      const { page, context } = await openPage(browser, site.url('/'));
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      if (viaDetails) {
        await button(page, 'Configurar preferencias').click();
        await page.getByRole('switch', { name: 'Cookies funcionales' }).check();
      }
      const before = Date.now() / 1000;
      await button(page, choice).click();
      await expect.poll(() => dialog(page).count()).toBe(0);

      const cookie = await consentCookie(context);
      expect(cookie).toBeDefined();
      expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual(stored);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.secure).toBe(false);
      expect(cookie?.expires).toBeGreaterThan(before + weekSeconds - 60);
      expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + weekSeconds + 60);

      await page.reload();
      await waitForHydration(page);
      await settle(page);
      expect(await dialog(page).count()).toBe(0);
      await context.close();
    },
  );

  it("expands the detailed preferences and collapses them with 'Mostrar menos'", async () => {
    const { page, context } = await openPage(browser, site.url('/'));
    const functional = page.getByRole('switch', { name: 'Cookies funcionales' });
    const necessary = page.getByRole('switch', { name: /Cookies necesarias/ });
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await functional.isVisible()).toBe(false);
    expect(await button(page, 'Guardar preferencias').count()).toBe(0);

    await button(page, 'Configurar preferencias').click();
    expect(await functional.isVisible()).toBe(true);
    expect(await functional.isChecked()).toBe(false);
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await button(page, 'Mostrar menos').getAttribute('aria-expanded')).toBe('true');

    await button(page, 'Mostrar menos').click();
    expect(await functional.isVisible()).toBe(false);
    expect(await button(page, 'Configurar preferencias').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('links to the privacy page, where it is not shown', async () => {
    const { page, context } = await openPage(browser, site.url('/'));
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(
      await dialog(page).getByRole('link', { name: 'Política de privacidad de datos' }).getAttribute('href'),
    ).toBe('/privacidad-de-datos/');
    await context.close();

    const privacy = await openPage(browser, site.url('/privacidad-de-datos/'));
    await settle(privacy.page);
    expect(await dialog(privacy.page).count()).toBe(0);
    expect(await consentCookie(privacy.context)).toBeUndefined();
    await privacy.context.close();
  });

  it('an unreadable cookie warns, keeps the defaults and shows the dialog', async () => {
    const { page, context, errors } = await openPage(browser, site.url('/'), {
      setup: (p) =>
        p.context().addCookies([{ name: 'cookie-consent', value: 'not-json', url: site.url('/') }]),
    });
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    // The page paints the dialog before the application runs; the warning comes when it reads the cookie.
    await expect.poll(() => errors.some((line) => line.includes('cookie-consent'))).toBe(true);
    await context.close();
  });

  it('the footer link reopens the preferences, starting from the stored choice', async () => {
    const { page, context } = await openPage(browser, site.url('/'));
    await button(page, 'Aceptar todas').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.locator('footer').getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await button(page, 'Configurar preferencias').click();
    expect(await page.getByRole('switch', { name: 'Cookies funcionales' }).isChecked()).toBe(true);
    await context.close();
  });

  it('has no serious or critical axe violation while open', async () => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
    const { page, context } = await openPage(browser, site.url('/'), { bypassCSP: true });
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await button(page, 'Configurar preferencias').click();
    await page.waitForTimeout(400);
    await expectNoSeriousViolations(page, '/ (consent dialog, preferences shown)');
    await context.close();
  });
});

describe('the consent event (docs/behaviour.md §7, §8)', () => {
  it('is pushed to the data layer with the address from the IP lookup', async () => {
    const { page, context } = await openPage(browser, site.url('/'));
    await button(page, 'Rechazar todas').click();
    await expect.poll(() => consentEvents(page).then((events) => events.length)).toBe(1);
    expect((await consentEvents(page))[0]).toEqual({
      event: 'cookie_consent',
      cookie_consent_ip: testIp,
      necessary_cookies: true,
      functional_cookies: false,
      category: 'privacy',
      label: 'cookie_preferences',
    });
    expect(thirdParty.requests).toContain('/ip?format=json');
    await context.close();
  });

  it("records 'unknown' with a warning when the lookup service is down", async () => {
    thirdParty.setIpLookup('down');
    try {
      const { page, context, errors } = await openPage(browser, site.url('/'));
      await button(page, 'Aceptar todas').click();
      await expect.poll(() => consentEvents(page).then((events) => events.length)).toBe(1);
      const [event] = await consentEvents(page);
      expect(event?.cookie_consent_ip).toBe('unknown');
      expect(event?.functional_cookies).toBe(true);
      expect(errors.some((line) => line.startsWith('IP lookup failed'))).toBe(true);
      await context.close();
    } finally {
      thirdParty.setIpLookup('up');
    }
  });

  it("records 'unknown' with a warning when no lookup is configured (default build)", async () => {
    const { page, context, errors } = await openPage(browser, plainSite.url('/'));
    await button(page, 'Aceptar todas').click();
    await expect.poll(() => consentEvents(page).then((events) => events.length)).toBe(1);
    expect((await consentEvents(page))[0]?.cookie_consent_ip).toBe('unknown');
    expect(errors.some((line) => line.startsWith('IP lookup is not configured'))).toBe(true);
    await context.close();
  });
});

describe('head scripts (docs/behaviour.md §1)', () => {
  it('adds the tracking and chat scripts, async and deferred, when configured', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const src of [`${thirdParty.origin}/tracking.js`, `${thirdParty.origin}/chat.js`]) {
      const tag = head.match(new RegExp(`<script[^>]*src="${src.replace(/[.]/g, '\\.')}"[^>]*>`))?.[0];
      expect(tag, src).toBeDefined();
      expect(tag).toMatch(/\basync\b/);
      expect(tag).toMatch(/\bdefer\b/);
    }
    const { page, context } = await openPage(browser, site.url('/'));
    await expect
      .poll(() =>
        page.evaluate(() => [
          (window as unknown as { __tracking?: number }).__tracking,
          (window as unknown as { __chat?: number }).__chat,
        ]),
      )
      .toEqual([1, 1]);
    await context.close();
  });

  it('has no third-party script when nothing is configured (default build)', async () => {
    const html = await readFile(path.join(inject('siteDir'), 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = head.match(/<script[^>]*\bsrc=[^>]*>/g) ?? [];
    // The site's own boot script, which starts the application, is inline: no script of the head has a source.
    expect(scripts).toEqual([]);
    expect(html).not.toMatch(/tracking\.js|chat\.js|disqus|googletagmanager/);
  });
});

/** Follows an in-page link by its address (the runtime catches it: no document load). */
async function follow(opened: OpenedPage, href: string): Promise<void> {
  await opened.page.locator(`main a[href="${href}"]`).first().click();
  await opened.page.waitForURL(`**${href}`);
}

describe('comments (docs/behaviour.md §7, §9)', () => {
  it('load only after functional consent, without a reload, and reset on client navigation', async () => {
    const opened = await openPage(browser, site.url(article));
    const { page, context } = opened;
    const embed = () => thirdParty.requests.filter((r) => r.startsWith('/disqus/')).length;
    const embedBefore = embed();
    const comments = page.getByRole('region', { name: 'Comentarios' });
    const thread = comments.locator(`[data-test-thread="${identifier}"]`);

    await button(page, 'Rechazar todas').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await settle(page);
    expect(embed()).toBe(embedBefore);
    expect(await thread.count()).toBe(0);

    // The notice's button opens the preferences; turning functional cookies on loads the thread.
    await comments.getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await button(page, 'Configurar preferencias').click();
    await page.getByRole('switch', { name: 'Cookies funcionales' }).check();
    await button(page, 'Guardar preferencias').click();
    await expect.poll(() => thread.count()).toBe(1);
    expect(embed()).toBe(embedBefore + 1);
    expect(thirdParty.requests).toContain('/disqus/bancoazul-test/embed.js');

    // Away and back in-page: the loaded widget is reset to the thread, never loaded twice.
    await setMarker(page);
    const away = await page
      .locator('main a[href^="/"]:not([href^="/banca-personas/azul-premier/blog/habitos"])')
      .first()
      .getAttribute('href');
    expect(away).toBeTruthy();
    await follow(opened, away ?? '/');
    await page.goBack();
    await page.waitForURL(`**${article}`);
    await expect.poll(() => thread.count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __disqusRenders: string[] }).__disqusRenders),
    ).toEqual([identifier, identifier]);
    expect(embed()).toBe(embedBefore + 1);
    expect(await hasMarker(page)).toBe(true);
    await context.close();
  });

  it('a visitor who accepted all sees the thread on arrival', async () => {
    const { page, context } = await openPage(browser, site.url(article), {
      setup: (p) =>
        p.context().addCookies([
          {
            name: 'cookie-consent',
            value: encodeURIComponent('{"necessary":true,"functional":true}'),
            url: site.url('/'),
          },
        ]),
    });
    await expect.poll(() => page.locator(`[data-test-thread="${identifier}"]`).count()).toBe(1);
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });
});

describe('page views (docs/behaviour.md §9)', () => {
  const views = async (page: Page) =>
    (await dataLayer(page)).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path);

  it('counts the landing page once and each client navigation once', async () => {
    const opened = await openPage(browser, site.url('/banca-personas/'), {
      setup: (p) =>
        p.context().addCookies([
          {
            name: 'cookie-consent',
            value: encodeURIComponent('{"necessary":true,"functional":false}'),
            url: site.url('/'),
          },
        ]),
    });
    const { page, context } = opened;
    await expect.poll(() => views(page)).toEqual(['/banca-personas/']);
    await follow(opened, '/banca-personas/cuentas/');
    await expect.poll(() => views(page)).toEqual(['/banca-personas/', '/banca-personas/cuentas/']);
    await page.goBack();
    await expect
      .poll(() => views(page))
      .toEqual(['/banca-personas/', '/banca-personas/cuentas/', '/banca-personas/']);
    await settle(page);
    expect(await views(page)).toHaveLength(3);
    expect(opened.documentLoads()).toBe(0);
    await context.close();
  });

  it('are off when no analytics container is configured (default build)', async () => {
    const { page, context } = await openPage(browser, plainSite.url('/banca-personas/'));
    await settle(page);
    expect(await views(page)).toEqual([]);
    await context.close();
  });
});
