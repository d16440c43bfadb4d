/**
 * Issue 40: a table wider than a phone's screen shows that it scrolls (a shadow on the side there is more
 * to see, styles/_basic.scss), and a table that fits shows none.
 */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openConsentedPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const complaintsPage = '/resumen-de-quejas-y-reclamos/';

/** What the table draws, hidden, so only the box's own background is left in its picture. */
const textAndLinesHidden = `.table-responsive * {
  color: transparent !important; border-color: transparent !important; background: transparent !important;
}`;

/** How dark (0 white, 255 black) the box's background is along its leftmost and rightmost pixel columns. */
async function edgeDarkness(box: Locator): Promise<{ left: number; right: number }> {
  const { data, info } = await sharp(await box.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const column = (x: number) => {
    let sum = 0;
    for (let y = 0; y < info.height; y++) sum += 255 - (data[(y * info.width + x) * info.channels] ?? 255);
    return sum / info.height;
  };
  return { left: column(1), right: column(info.width - 2) };
}

describe('a scrolling table (issue 40)', () => {
  it('shows a shadow on the side it scrolls to at 390 px, and none once that edge is reached', async () => {
    const { page, context } = await openConsentedPage(browser, site.url(complaintsPage), {
      viewport: { width: 390, height: 900 },
    });
    await page.addStyleTag({ content: textAndLinesHidden });
    const box = page.locator('.raw-html.table-responsive').first();
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const atStart = await edgeDarkness(box);
    expect(atStart.right, 'shadow at the right edge').toBeGreaterThan(10);
    expect(atStart.left, 'no shadow at the left edge').toBeLessThan(2);

    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect
      .poll(() => box.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth))
      .toBe(true);
    const atEnd = await edgeDarkness(box);
    expect(atEnd.left, 'shadow at the left edge').toBeGreaterThan(10);
    expect(atEnd.right, 'no shadow at the right edge').toBeLessThan(2);
    await context.close();
  });

  it('shows no shadow on a table that fits (1366 px)', async () => {
    const { page, context } = await openConsentedPage(browser, site.url(complaintsPage), {
      viewport: { width: 1366, height: 900 },
    });
    await page.addStyleTag({ content: textAndLinesHidden });
    const box = page.locator('.raw-html.table-responsive').first();
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    const edges = await edgeDarkness(box);
    expect(edges.left).toBeLessThan(2);
    expect(edges.right).toBeLessThan(2);
    await context.close();
  });
});
