/**
 * A visit asks only for what exists (issue 40: a screenshot run once logged repeated console 404s). Home,
 * Créditos and the agencies' finder are visited with scripts on at a phone's and a laptop's width, the way a
 * visitor goes through them: scrolled to the end (lazy pictures load, links come into view and are
 * prefetched), every link pointed at (prefetch on intent), and on the finder the map opened. Every request
 * must answer below 400, none may fail, and the console stays free of errors and warnings.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsentedPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const routes = ['/', '/banca-personas/creditos/', '/agencias/'] as const;
const widths = [390, 1366] as const;

/** Scrolls a screen at a time, waiting at each step until the pictures in view have loaded. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight;
        return !inView || image.complete;
      }),
    );
  }
}

/** Points at every link, as a visitor's pointer would on its way across the page. */
async function pointAtEveryLink(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const anchor of document.querySelectorAll('a[href]')) {
      anchor.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
}

async function openTheMapIfAny(page: Page): Promise<void> {
  const showMap = page.getByRole('button', { name: 'Ver mapa' });
  if ((await showMap.count()) === 0) return;
  await showMap.click();
  await page.locator('.place-map-department').first().waitFor();
}

describe('a visit with scripts on makes no failed request', () => {
  for (const width of widths) {
    it.each(routes)(`%s at ${width} px`, async (route) => {
      const failed: string[] = [];
      const { page, context, errors } = await openConsentedPage(browser, site.url(route), {
        viewport: { width, height: 900 },
        setup: async (page) => {
          page.on('response', (response) => {
            if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
          });
          page.on('requestfailed', (request) =>
            failed.push(`${request.failure()?.errorText} ${request.url()}`),
          );
        },
      });
      try {
        await scrollThrough(page);
        await pointAtEveryLink(page);
        await openTheMapIfAny(page);
        await page.waitForLoadState('networkidle');
        expect(failed).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
