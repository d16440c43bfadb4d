import { imageSrc } from '../content/image-src';
import type { Blok } from '../content/blok';

const raster = /\.(png|jpe?g|webp|gif|avif)(\?|$)/i;

function collectFilenames(value: unknown, found: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectFilenames(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  // Normalised image fields are assets ({ filename, alt, … }); documents and videos are not images.
  if (
    typeof record.filename === 'string' &&
    'alt' in record &&
    /\.(png|jpe?g|webp|gif|avif|svg)(\?|$)/i.test(record.filename)
  ) {
    found.push(record.filename);
  }
  for (const [key, child] of Object.entries(record)) if (key !== 'data') collectFilenames(child, found);
}

/**
 * The image a link preview shows for a page: its first raster image (social networks do not render SVG),
 * else its first image of any kind; '' when the page has none. Header blocks come before the body, as
 * on the page.
 */
export function pageImage(content: Blok): string {
  const found: string[] = [];
  collectFilenames(content, found);
  const chosen = found.find((filename) => raster.test(filename)) ?? found[0] ?? '';
  return imageSrc(chosen);
}
