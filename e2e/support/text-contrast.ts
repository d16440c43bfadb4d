/**
 * Text contrast against what is really behind the text (issue 40 "Everything readable"). axe-core leaves
 * text on coloured bands, images and gradients as "needs review"; this measures every visible text node
 * of the page instead: its computed colour (with its alpha and the opacity of its ancestors) against the
 * pixels of a screenshot of the same page with every text made transparent.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { aaMinimum, contrastRatio, over, parseComputedColor, type Rgba } from './contrast-math';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A visible text node, as the page reports it. */
interface TextSample {
  text: string;
  /** A short path to its element, e.g. `main > div.generic-block > p > a.telephone-number`. */
  where: string;
  color: string;
  /** The product of the opacities of its element and every ancestor. */
  opacity: number;
  fontSize: number;
  fontWeight: number;
  /** Its line boxes in page pixels, clipped by the ancestors that clip it. */
  boxes: Box[];
}

export interface ContrastFailure {
  text: string;
  where: string;
  ratio: number;
  required: number;
  foreground: string;
  background: string;
}

/** Every visible text node under `root` (a selector), with what its contrast needs. */
function collectTexts(page: Page, root: string): Promise<TextSample[]> {
  return page.evaluate((rootSelector) => {
    const rootElement = document.querySelector(rootSelector);
    if (!rootElement) throw new Error(`No ${rootSelector} on the page to measure the text contrast of`);
    const unmeasured = 'script, style, noscript, template, select, option, textarea';
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (
        let e: Element | null = element;
        e && parts.length < 4 && e !== document.body;
        e = e.parentElement
      ) {
        const id = e.id ? `#${e.id}` : '';
        const firstClass = e.classList[0] ? `.${e.classList[0]}` : '';
        parts.unshift(`${e.tagName.toLowerCase()}${id}${firstClass}`);
      }
      return parts.join(' > ');
    };
    const clipBoxes = (element: Element): DOMRect[] => {
      const clips: DOMRect[] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto') {
          const r = e.getBoundingClientRect();
          clips.push(new DOMRect(r.x + e.clientLeft, r.y + e.clientTop, e.clientWidth, e.clientHeight));
        }
      }
      return clips;
    };
    const samples: TextSample[] = [];
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest(unmeasured)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clips = clipBoxes(element);
      const boxes: Box[] = [];
      for (const rect of range.getClientRects()) {
        let left = Math.max(rect.left, 0);
        let top = Math.max(rect.top, 0);
        let right = Math.min(rect.right, pageWidth);
        let bottom = Math.min(rect.bottom, pageHeight);
        for (const clip of clips) {
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        // A sliver is no readable text (a visually hidden label is clipped to 1 px).
        if (right - left >= 2 && bottom - top >= 2) {
          boxes.push({
            x: left + window.scrollX,
            y: top + window.scrollY,
            width: right - left,
            height: bottom - top,
          });
        }
      }
      if (boxes.length === 0) continue;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity);
      const style = getComputedStyle(element);
      samples.push({
        text: text.slice(0, 60),
        where: describe(element),
        color: style.color,
        opacity,
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        boxes,
      });
    }
    return samples;
  }, root);
}

/** Loads every image now (a lazy one below the first screen is what some text sits on) and waits for it. */
async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    );
  });
}

/** Every text transparent (and no caret, shadow or transition), so a screenshot shows what is behind it. */
const hideTextCss = `*, *::before, *::after, *::placeholder, *::marker {
  color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-shadow: none !important; text-decoration-color: transparent !important;
  caret-color: transparent !important; transition: none !important; animation: none !important;
}`;

/** Decoded pixels, RGBA, row by row, of the part of the page whose top left corner is at (left, top). */
interface Pixels {
  left: number;
  top: number;
  width: number;
  height: number;
  data: Buffer;
}

/** The smallest box around every text: all the screenshot needs to show. */
function around(texts: readonly TextSample[]): Box {
  const boxes = texts.flatMap((text) => text.boxes);
  const left = Math.floor(Math.min(...boxes.map((b) => b.x)));
  const top = Math.floor(Math.min(...boxes.map((b) => b.y)));
  const right = Math.ceil(Math.max(...boxes.map((b) => b.x + b.width)));
  const bottom = Math.ceil(Math.max(...boxes.map((b) => b.y + b.height)));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A screenshot of the whole page with its text hidden, decoded. Taken through the DevTools protocol with
 * Chromium's fast PNG encoding and decoded by sharp: the same pixels as Playwright's full-page screenshot
 * decoded by pngjs (checked on the rates page at 1366 px: 0 bytes differ), in a fifth of the time.
 */
async function backgroundScreenshot(page: Page, area: Box): Promise<Pixels> {
  const style = await page.addStyleTag({ content: hideTextCss });
  const cdp = await page.context().newCDPSession(page);
  try {
    // Two frames: the style is applied and painted before the picture is taken.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      optimizeForSpeed: true,
      clip: { ...area, scale: 1 },
    });
    const decoded = await sharp(Buffer.from(data, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      left: area.x,
      top: area.y,
      width: decoded.info.width,
      height: decoded.info.height,
      data: decoded.data,
    };
  } finally {
    await cdp.detach();
    await style.evaluate((element) => (element as Element).remove());
  }
}

/** At most this many pixels are read behind one text: enough for a band, a gradient or a photograph. */
const samplesPerText = 400;

function pixelsBehind(png: Pixels, boxes: readonly Box[]): Rgba[] {
  const area = boxes.reduce((sum, box) => sum + box.width * box.height, 0);
  const step = Math.max(1, Math.floor(Math.sqrt(area / samplesPerText)));
  const pixels: Rgba[] = [];
  for (const page of boxes) {
    // In the screenshot's own coordinates.
    const box = { ...page, x: page.x - png.left, y: page.y - png.top };
    const right = Math.min(Math.floor(box.x + box.width), png.width);
    const bottom = Math.min(Math.floor(box.y + box.height), png.height);
    for (let y = Math.max(0, Math.floor(box.y)); y < bottom; y += step) {
      for (let x = Math.max(0, Math.floor(box.x)); x < right; x += step) {
        const i = (y * png.width + x) * 4;
        pixels.push({ r: png.data[i] ?? 0, g: png.data[i + 1] ?? 0, b: png.data[i + 2] ?? 0, a: 1 });
      }
    }
  }
  return pixels;
}

/**
 * The share of the pixels behind a text that may give less than the required contrast: an edge of an
 * icon or a border that the text's box touches is not what the text is read against, but a band or most of
 * a photograph is.
 */
const toleratedShare = 0.1;

const hex = ({ r, g, b }: Rgba) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * Every visible text under `root` (default: the whole page) below WCAG AA against the pixels behind it,
 * worst first. The page is measured as it is now: open the state to measure (a menu, a tab, a dialog) first.
 */
export async function textContrastFailures(page: Page, root = 'body'): Promise<ContrastFailure[]> {
  await loadImages(page);
  const texts = await collectTexts(page, root);
  // A page or part with no text found is a broken selector or a broken walk, never a pass.
  if (texts.length === 0) throw new Error(`No visible text under ${root} to measure the contrast of`);
  const png = await backgroundScreenshot(page, around(texts));
  const failures: ContrastFailure[] = [];
  for (const sample of texts) {
    const pixels = pixelsBehind(png, sample.boxes);
    if (pixels.length === 0) continue;
    const color = parseComputedColor(sample.color);
    const foreground = { ...color, a: color.a * sample.opacity };
    const measured = pixels
      .map((background) => ({ background, ratio: contrastRatio(over(foreground, background), background) }))
      .sort((x, y) => x.ratio - y.ratio);
    const read = measured[Math.floor(measured.length * toleratedShare)];
    if (!read) continue;
    const { background, ratio } = read;
    const required = aaMinimum(sample.fontSize, sample.fontWeight);
    // Two decimals, as WCAG's ratios are written: 4.499 is not 4.5.
    if (Math.round(ratio * 100) / 100 < required) {
      failures.push({
        text: sample.text,
        where: sample.where,
        ratio: Math.round(ratio * 100) / 100,
        required,
        foreground: `${hex(foreground)}${foreground.a < 1 ? ` at ${foreground.a.toFixed(2)}` : ''}`,
        background: hex(background),
      });
    }
  }
  return failures.sort((x, y) => x.ratio - y.ratio);
}

/** A failure message: each text, where it is, its ratio and the colours measured. */
export function reportContrast(where: string, failures: readonly ContrastFailure[]): string {
  return [
    `${where}: ${failures.length} text(s) below WCAG AA contrast`,
    ...failures.map(
      (f) =>
        `  ${f.ratio}:1 (needs ${f.required}:1) "${f.text}" ${f.foreground} on ${f.background}\n    ${f.where}`,
    ),
  ].join('\n');
}
