import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consent } from '../src/config/site';
import { expectNoSeriousViolations, seriousViolations } from './support/axe';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { waitForHydration } from './support/pages';

/** The pages built from the structural and basic blocks (issue 5). */
const pages = [
  '/conocenos/mision-y-vision/',
  '/medios-digitales/banca-en-linea/',
  '/video/reactivando-el-salvador/',
  '/video/felices-fiestas/',
  '/servicio-al-cliente/',
  '/privacidad-de-datos/',
  '/404/',
];

const { site, browser } = siteAndBrowserForFile();

async function openPage(
  route: string,
  viewport = { width: 1280, height: 800 },
  { consented = false, setup }: { consented?: boolean; setup?: (page: Page) => Promise<unknown> } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  if (consented) {
    // A visitor who already chose: the cookie dialog (a modal) stays closed and does not block clicks.
    await context.addCookies([
      {
        name: consent.cookieName,
        value: encodeURIComponent(JSON.stringify({ necessary: true, functional: false })),
        url: site.url('/'),
      },
    ]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await setup?.(page);
  await page.goto(site.url(route));
  // The application starts after the page has painted: until then links are plain links.
  await waitForHydration(page);
  return { page, errors };
}

/** Scrolls so that the top of section `id` is `gap` px below the viewport top. */
async function scrollToSection(page: Page, id: string, gap: number): Promise<void> {
  await page.evaluate(
    ([sectionId, offset]) => {
      const section = document.getElementById(sectionId);
      if (!section) throw new Error(`no section #${sectionId}`);
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - offset);
    },
    [id, gap] as const,
  );
}

/** The scroll-spy link currently marked active (null when none is). */
function activeSpyLink(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.querySelector('.scroll-spy a.active[aria-current="location"]')?.getAttribute('href') ?? null,
  );
}

describe('scroll-spy list', () => {
  it('marks the section the reader has scrolled to, 100 px below the top', async () => {
    const { page, errors } = await openPage('/privacidad-de-datos/');
    expect(await activeSpyLink(page)).toBeNull();

    // Put the top of "finalidad" 50 px below the viewport top: inside the 100 px offset.
    await scrollToSection(page, 'finalidad', 50);
    await expect.poll(() => activeSpyLink(page)).toBe('#finalidad');

    // 150 px below the top is outside the offset: the previous section is still the one being read.
    await scrollToSection(page, 'seguridad', 150);
    await expect.poll(() => activeSpyLink(page)).toBe('#cookies');

    // Scrolling back up moves the active item back.
    await scrollToSection(page, 'datos', 10);
    await expect.poll(() => activeSpyLink(page)).toBe('#datos');

    // At the very bottom the last section wins even though it never reaches the line.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => activeSpyLink(page)).toBe('#contacto');
    expect(await page.locator('.scroll-spy a.active').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows a click on a link to its section', async () => {
    const { page, errors } = await openPage('/privacidad-de-datos/');
    await page.getByRole('link', { name: 'Tus derechos' }).click();
    await expect.poll(() => activeSpyLink(page)).toBe('#derechos');
    const top = await page.evaluate(
      () => document.getElementById('derechos')?.getBoundingClientRect().top ?? -1,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(101);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('pages of the structural blocks', () => {
  it('hydrate without console errors or warnings', async () => {
    for (const route of pages) {
      const { page, errors } = await openPage(route);
      // Give effects (scroll-spy measuring, lazy media) a moment to run after hydration.
      await page.waitForTimeout(200);
      expect(errors, route).toEqual([]);
      await page.context().close();
    }
  });

  it('have no serious or critical axe-core violations', async () => {
    for (const route of pages) {
      // With consent given, so the blocks are audited as seen, not behind the cookie dialog.
      const { page } = await openPage(route, undefined, { consented: true });
      await expectNoSeriousViolations(page, route);
      await page.context().close();
    }
  });

  it('would report a violation (the audit is not blind)', async () => {
    // Consent stored: while the dialog waits for a choice the page behind it is inert, which axe skips.
    const { page } = await openPage('/servicio-al-cliente/', undefined, { consented: true });
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/content-images/images/servicio-al-cliente.svg';
      document.querySelector('main')?.append(image);
    });
    expect((await seriousViolations(page)).map((finding) => finding.id)).toContain('image-alt');
    await page.context().close();
  });

  it('fit a 375 px phone screen without sideways scrolling', async () => {
    for (const route of pages) {
      const { page } = await openPage(route, { width: 375, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });

  it('opens the four online-banking portals in new tabs', async () => {
    const { page } = await openPage('/medios-digitales/banca-en-linea/');
    const links = page.locator('.banking-links a');
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await page.context().close();
  });

  it('plays the local video with controls in a 16:9 frame', async () => {
    const { page } = await openPage('/video/felices-fiestas/');
    const video = page.locator('.local-video video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    const box = await page.locator('.local-video').boundingBox();
    if (!box) throw new Error('the local video has no box');
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    const response = await page.request.get(site.url('/content-images/videos/felices-fiestas.webm'));
    expect(response.status()).toBe(200);
    await page.context().close();
  });

  it('shows the bank error notice in place of a block that throws in the browser', async () => {
    // Page data the build would never write (a row whose columns are null) makes that block throw; in
    // place before the page opens, so a prefetch gets it too.
    const { page, errors } = await openPage('/404/', undefined, {
      consented: true,
      setup: (opened) =>
        opened.route('**/assets/data/servicio-al-cliente/index.json', async (route) => {
          const response = await route.fetch();
          const json = (await response.json()) as { data: { story: { content: { body: unknown[] } } } };
          json.data.story.content.body.unshift({ _uid: 'roto', component: 'row', columns: null });
          await route.fulfill({ response, json });
        }),
    });
    await page.locator('main').getByRole('link', { name: 'Servicio al cliente' }).click();
    await page.waitForURL('**/servicio-al-cliente/');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'no pudimos mostrar' }).count())
      .toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'no pudimos mostrar' }).textContent()).toContain(
      'Lo sentimos, no pudimos mostrar esta sección.',
    );
    // The rest of the page is still there.
    expect(await page.getByRole('heading', { name: '¿En qué te podemos ayudar?' }).count()).toBe(1);
    expect(errors.some((e) => e.includes('Block "row" (roto) failed to render'))).toBe(true);
    await page.context().close();
  });
});
