/**
 * The header as a bank publishes it (issue 33): two rows at most on a laptop, nothing shown twice, no row
 * wrapping into a grid from 992 to 1920 px, and 'Banca en línea' in the header on a phone and on a laptop, on
 * a page of each header variant.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsentedPage as openPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

/** A page of each variant: home is classic, PymeAzul is new. */
const layouts = { classic: '/', new: '/banca-empresas/banca-pymeazul/' } as const;

interface Shown {
  name: string;
  top: number;
  bottom: number;
}

/** The header's visible links and buttons (the closed menu panel's and submenus' left out), with their boxes. */
function shownControls(page: Page): Promise<Shown[]> {
  return page.locator('header.site-header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[hidden]')
        );
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return { name: name.replace(/\s+/g, ' '), top: box.top, bottom: box.bottom };
      }),
  );
}

/** How many distinct lines the controls sit on: a control whose middle is inside a line's span is on it. */
function lineCount(controls: readonly Shown[]): number {
  const lines: { top: number; bottom: number }[] = [];
  for (const control of [...controls].sort((a, b) => a.top - b.top)) {
    const middle = (control.top + control.bottom) / 2;
    const line = lines.find((l) => middle >= l.top && middle <= l.bottom);
    if (!line) lines.push({ top: control.top, bottom: control.bottom });
  }
  return lines.length;
}

describe('site header (issue 33)', () => {
  for (const [layout, route] of Object.entries(layouts)) {
    it(`${layout}: at most 120 px tall at 1366 px, every entry shown once, 'Banca en línea' in it`, async () => {
      const { page, context, errors } = await openPage(browser, site.url(route), {
        viewport: { width: 1366, height: 900 },
      });
      const header = page.locator('header.site-header');
      expect(await header.getAttribute('class')).toContain(`site-header--${layout}`);
      const height = await header.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeGreaterThan(0);
      expect(height).toBeLessThanOrEqual(120);

      const names = (await shownControls(page)).map((control) => control.name.toLowerCase());
      expect(names.length).toBeGreaterThan(8);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      expect(await header.getByRole('link', { name: 'Banca en línea' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    for (const width of [992, 1100, 1200, 1280, 1366, 1600, 1920]) {
      it(`${layout}: at ${width} px the header's entries sit on two lines at most`, async () => {
        const { page, context } = await openPage(browser, site.url(route), {
          viewport: { width, height: 900 },
        });
        const controls = await shownControls(page);
        expect(controls.length).toBeGreaterThan(2);
        expect(lineCount(controls)).toBeLessThanOrEqual(2);
        // Nothing runs past the window's edge either.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await context.close();
      });
    }

    for (const width of [320, 390]) {
      it(`${layout}: at ${width} px 'Banca en línea' is a control in the header's one bar, beside 'Buscar' and the menu`, async () => {
        const { page, context } = await openPage(browser, site.url(route), {
          viewport: { width, height: 844 },
        });
        const header = page.locator('header.site-header');
        const banking = header.getByRole('link', { name: 'Banca en línea' });
        expect(await banking.isVisible()).toBe(true);
        const box = await banking.boundingBox();
        expect(box && box.x + box.width <= width && box.height >= 44).toBe(true);
        expect(await header.getByRole('button', { name: 'Buscar' }).isVisible()).toBe(true);
        expect(await header.getByRole('button', { name: 'Menú principal' }).isVisible()).toBe(true);
        expect(lineCount(await shownControls(page))).toBe(1);
        await context.close();
      });
    }
  }

  it('without JavaScript the header is the same two rows, its links followed as plain links', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(site.url('/'));
    const header = page.locator('header.site-header');
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(120);
    expect(lineCount(await shownControls(page))).toBeLessThanOrEqual(2);
    for (const name of ['Banca en línea', 'Agencias', 'Personas', 'Preguntas frecuentes'])
      expect(await header.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await header.getByRole('link', { name: 'Banca en línea' }).click();
    await page.waitForURL('**/medios-digitales/banca-en-linea/');
    await context.close();
  });
});
