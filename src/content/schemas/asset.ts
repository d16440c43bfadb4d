/**
 * Image field (docs/behaviour.md §3 "Image"): a Storyblok asset object (`filename`, `alt`, `focus`, …), a plain
 * string filename, or an object with `path`. Output is one shape; a missing path is an empty source (§5).
 */
import { z } from 'zod';
import type { ImageData } from '../image-data';

export interface Asset {
  filename: string;
  alt: string;
  focus: string;
  title: string;
  /** Sizes, variants and placeholder, attached by the build (src/content/images/images.ts). */
  data?: ImageData;
}

const emptyAsset: Asset = { filename: '', alt: '', focus: '', title: '' };

const str = () =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? '');

const storyblokAsset = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  filename: z.string().nullish(),
  alt: str(),
  focus: str(),
  title: str(),
  name: str(),
  fieldtype: z.literal('asset').optional(),
});

const pathAsset = z.object({ path: z.string(), alt: str() });

export const asset = () =>
  z
    .union([z.string(), pathAsset, storyblokAsset])
    .nullish()
    .transform((v, ctx): Asset => {
      if (v === null || v === undefined) return emptyAsset;
      if (typeof v === 'string') return { ...emptyAsset, filename: v };
      if ('path' in v) return { ...emptyAsset, filename: v.path, alt: v.alt };
      // Storyblok sends an unset asset field with `filename: null` as well as "": no image, not an error.
      if (v.filename === null) return { ...emptyAsset, alt: v.alt, focus: v.focus, title: v.title };
      if (typeof v.filename !== 'string') {
        ctx.addIssue({
          code: 'custom',
          message: 'asset has no filename',
          path: ['filename'],
        });
        return z.NEVER;
      }
      return { filename: v.filename, alt: v.alt, focus: v.focus, title: v.title };
    });
