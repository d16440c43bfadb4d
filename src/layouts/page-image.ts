import { imageSrc } from '../content/image-src';
import { seo } from '../config/seo';
import type { Blok } from '../content/blok';

const raster = /\.(png|jpe?g|webp|gif|avif)(\?|$)/i;

function collectFilenames(value: unknown, found: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectFilenames(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  // Normalised image fields are assets ({ filename, alt, … }); documents, videos and SVGs do not count.
  if (typeof record.filename === 'string' && 'alt' in record && raster.test(record.filename)) {
    found.push(record.filename);
  }
  for (const [key, child] of Object.entries(record)) if (key !== 'data') collectFilenames(child, found);
}

/**
 * The image a link preview shows for a page: its first raster image (social networks do not render SVG),
 * else the site's default picture (seo.defaultImage). Header blocks come before the body, as on the page.
 */
export function pageImage(content: Blok): string {
  const found: string[] = [];
  collectFilenames(content, found);
  return imageSrc(found[0] ?? seo.defaultImage);
}
