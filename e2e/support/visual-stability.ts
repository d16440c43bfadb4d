/**
 * What makes a screenshot the same on every run and every machine (e2e/visual.test.ts): one bundled font
 * instead of the system fonts the site asks for, no animation, transition, caret or scrollbar, every image
 * loaded and decoded, and the page painted the same twice in a row. Everything here waits for a state,
 * never for a fixed time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** The family every element is drawn in during the visual tests. */
export const visualFontFamily = 'Visual Test Sans';

const require = createRequire(import.meta.url);

/** DejaVu Sans (@fontsource/dejavu-sans) as a data: URL: the pages' CSP allows `font-src data:`. */
function fontFace(weight: 400 | 700): string {
  const file = require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff2`);
  const data = readFileSync(file).toString('base64');
  return `@font-face { font-family: '${visualFontFamily}'; font-style: normal; font-weight: ${weight}; font-display: block; src: url(data:font/woff2;base64,${data}) format('woff2'); }`;
}

let css: string | undefined;

/** The style sheet the visual tests add to every page (read once: the fonts are 250 kB each). */
export function visualTestCss(): string {
  css ??= [
    fontFace(400),
    fontFace(700),
    `*, *::before, *::after { font-family: '${visualFontFamily}' !important; }`,
    // The site's own motion (menu panel, accordions, carousels) and the browser's: off.
    `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`,
    `html { scrollbar-width: none !important; }`,
    `::-webkit-scrollbar { display: none !important; }`,
  ].join('\n');
  return css;
}

/**
 * Adds the test style sheet, loads every image now (lazy ones included, so a full-page screenshot shows
 * them) and waits until the font and every image are ready.
 */
export async function stabilize(page: Page): Promise<void> {
  await page.addStyleTag({ content: visualTestCss() });
  await page.evaluate(async (family) => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([
      document.fonts.load(`400 16px '${family}'`),
      document.fonts.load(`700 16px '${family}'`),
    ]);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }).then(() => image.decode().catch(() => undefined)),
      ),
    );
    await document.fonts.ready;
    if (!document.fonts.check(`400 16px '${family}'`) || !document.fonts.check(`700 16px '${family}'`)) {
      throw new Error(`The visual test font ${family} did not load`);
    }
  }, visualFontFamily);
}

/** The pixels of a PNG: Chromium does not always encode the same pixels into the same bytes. */
function pixels(png: Buffer): Buffer {
  return PNG.sync.read(png).data;
}

/**
 * A screenshot of a page that has stopped changing: taken until two in a row have the same pixels (a
 * re-render after hydration, such as the reduced-motion one of the slider, shows in the second), at most
 * `attempts`.
 */
export async function settledScreenshot(
  page: Page,
  options: { fullPage: boolean; clip?: { x: number; y: number; width: number; height: number } },
  attempts = 5,
): Promise<Buffer> {
  const take = () => page.screenshot({ ...options, animations: 'disabled', caret: 'hide' });
  let previous = await take();
  for (let i = 1; i < attempts; i++) {
    const next = await take();
    if (pixels(next).equals(pixels(previous))) return next;
    previous = next;
  }
  throw new Error(`The page kept changing over ${attempts} screenshots`);
}
