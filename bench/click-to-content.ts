/**
 * Click-to-content of a prefetched client navigation (issue 3 benchmark): open a page, let the
 * prefetch settle, click a link, and time from the click to the new heading in the DOM. Median of 10.
 */
import { launchChromium } from '../e2e/support/chromium';
import { withConsent } from '../e2e/support/consent';
import { waitForHydration } from '../e2e/support/pages';
import { startSite } from '../e2e/support/server';
import { median } from './stats';

export interface ClickToContent {
  medianMs: number;
  samplesMs: number[];
  requestsAtClick: number;
}

export async function measureClickToContent(siteDir: string, runs = 10): Promise<ClickToContent> {
  const site = await startSite(siteDir);
  const browser = await launchChromium();
  const samples: number[] = [];
  let requestsAtClick = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      // A visitor who has chosen: otherwise the consent dialog's backdrop takes the click.
      await withConsent(context, site.url('/'));
      const page = await context.newPage();
      await page.goto(site.url('/banca-personas/'));
      await waitForHydration(page);
      await page.waitForResponse((r) => r.url().endsWith('/assets/data/banca-personas/cuentas/index.json'));
      await page.waitForTimeout(100);
      let requests = 0;
      page.on('request', (r) => {
        if (r.url().includes('/assets/')) requests++;
      });
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Ver cuentas');
            if (!link) throw new Error('link "Ver cuentas" not found');
            const observer = new MutationObserver(() => {
              if (document.querySelector('h1')?.textContent === 'Cuentas') {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            const start = performance.now();
            link.click();
          }),
      );
      samples.push(elapsed);
      requestsAtClick = Math.max(requestsAtClick, requests);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return { medianMs: median(samples), samplesMs: samples, requestsAtClick };
}
