/** Test helper of the interactive blocks: raw Storyblok-shaped blocks, validated as the build does. */
import { isError, type ContentError } from '../content/content-error';
import { normalizeBlok } from '../content/normalize';
import type { BlockName, BlockOf } from '../content/schemas/registry';

let counter = 0;

/** A raw block with a fresh `_uid`, as Storyblok would deliver it. */
export function rawBlok(component: BlockName | 'text', fields: Record<string, unknown> = {}) {
  counter += 1;
  return { _uid: `${component}-${counter}`, component, ...fields };
}

/** Validates a raw block and its nested blocks; throws when anything is invalid (warnings are fine). */
export function parseAs<N extends BlockName>(component: N, fields: Record<string, unknown> = {}): BlockOf<N> {
  const errors: ContentError[] = [];
  const blok = normalizeBlok(rawBlok(component, fields), { story: 'test', errors });
  if (!blok || errors.some(isError)) {
    throw new Error(`invalid ${component}: ${errors.map((e) => `${e.field ?? ''} ${e.message}`).join('; ')}`);
  }
  return blok as BlockOf<N>;
}

/** The content errors a raw block produces (empty when it is valid). */
export function errorsOf(component: BlockName, fields: Record<string, unknown>): ContentError[] {
  const errors: ContentError[] = [];
  normalizeBlok(rawBlok(component, fields), { story: 'test', errors });
  return errors;
}

export const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/** A rich-text block holding one paragraph, to put inside bodies. */
export const textBlok = (text: string) => rawBlok('text', { text: doc(text) });

export const assetOf = (filename: string, alt = '') => ({
  id: 1,
  alt,
  name: '',
  focus: '',
  title: '',
  filename,
  copyright: '',
  fieldtype: 'asset',
});
