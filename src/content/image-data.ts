/**
 * Image data helpers (docs/behaviour.md §3 "Image data"); the shape is `imageDataSchema`. Pure, so the browser can use
 * them for content loaded at run time (the editor preview) as well.
 */
import type { z } from 'zod/mini';
import { storyblokRegions } from '../config/storyblok-regions';
import type { imageDataSchema } from './schemas/entities/image-data';

export type ImageData = z.infer<typeof imageDataSchema>;

/** Widths of the responsive variants; none wider than the original is made. */
export const imageWidths = [320, 640, 960, 1280, 1920] as const;
const largestWidth = 1920;

/** Default `sizes`: full width on phones, the 10-of-12 content column (max ~1100 px) above. */
export const defaultSizes = '(max-width: 992px) 100vw, 1100px';

/** Every region's asset hosts (`a.storyblok.com`, `a2-us.storyblok.com`, `a.storyblokchina.cn`, …). */
const assetHosts = Object.values(storyblokRegions)
  .flatMap((region) => region.assets)
  .map((host) => host.replaceAll('.', '\\.'))
  .join('|');
const storyblokAsset = new RegExp(`^(?:https?:)?//(?:${assetHosts})/f/\\d+/(\\d+)x(\\d+)/`, 'i');

export function widthsFor(originalWidth: number): number[] {
  const widths: number[] = imageWidths.filter((w) => w < originalWidth);
  return [...widths, Math.min(originalWidth, largestWidth)];
}

/**
 * Storyblok assets: the intrinsic size is in the URL (`/f/{space}/{W}x{H}/…`) and the image service
 * resizes (`/m/{w}x0`, WebP where the browser accepts it). SVGs are not transformed by the service.
 */
export function storyblokImageData(url: string, sizes: string = defaultSizes): ImageData | null {
  const match = storyblokAsset.exec(url);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!width || !height) return null;
  const vector = /\.svg$/i.test(url);
  const candidates = vector
    ? ''
    : widthsFor(width)
        .map((w) => `${url}/m/${w}x0 ${w}w`)
        .join(', ');
  return { src: url, srcset: candidates, webpSrcset: '', sizes, size: { width, height }, placeholder: '' };
}
