/**
 * WCAG 2.2 contrast arithmetic (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance of
 * sRGB colours, their ratio, and the AA thresholds by text size.
 */

/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The colour `top` (with its alpha) painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * WCAG's large text: at least 18 pt (24 CSS px), or 14 pt (18.67 CSS px) and bold. AA asks 3:1 of it
 * and 4.5:1 of any other text.
 */
export function aaMinimum(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  return large ? 3 : 4.5;
}

/**
 * A computed CSS colour as Chromium serialises it: `rgb(r, g, b)`, `rgba(r, g, b, a)` or
 * `color(srgb r g b / a)`. Anything else is an error naming the value: a colour this test cannot read
 * must not pass unmeasured.
 */
export function parseComputedColor(value: string): Rgba {
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(value);
  if (rgb) {
    const [, r, g, b, a] = rgb;
    return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
  }
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+))?\s*\)$/.exec(value);
  if (srgb) {
    const [, r, g, b, a] = srgb;
    return {
      r: Number(r) * 255,
      g: Number(g) * 255,
      b: Number(b) * 255,
      a: a === undefined ? 1 : Number(a),
    };
  }
  throw new Error(`Unreadable computed colour "${value}": expected rgb(), rgba() or color(srgb …)`);
}
