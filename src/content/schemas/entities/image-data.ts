import { z } from '../../../common/zod-mini';

/** Pixels; 0 when the file does not say (src/content/images/images.ts), and the image then renders without a size. */
const pixels = z.int().check(z.nonnegative('expected a whole number of pixels, 0 or more'));

/**
 * Image data (docs/behaviour.md §3 "Image data"): what a component needs to render an image without layout shift and
 * at the right size. Attached to assets at build time (src/content/images/images.ts).
 */
export const imageDataSchema = z.object({
  src: z.string(),
  /** Candidates in the original format (`url 640w, …`); empty for vector images. */
  srcset: z.string(),
  /** WebP candidates, when the image has any. */
  webpSrcset: z.string(),
  sizes: z.string(),
  size: z.object({ width: pixels, height: pixels }),
  /** A tiny blurred version as a data URI, shown until the image loads; empty when there is none. */
  placeholder: z
    .string()
    .check(z.refine((v) => v === '' || v.startsWith('data:image/'), 'expected a data:image/ URI or ""')),
  /** The page's first large image (its LCP candidate): loaded eagerly with high priority. */
  priority: z.optional(z.boolean()),
});
