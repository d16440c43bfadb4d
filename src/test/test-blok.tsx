/** Test helper: validates a raw block as the build does, then renders it through the block registry. */
import { render, type RenderResult } from '@testing-library/react';
import type { Blok } from '../content/blok';
import { isError, type ContentError } from '../content/content-error';
import { normalizeBlok } from '../content/normalize';
import { Block } from '../blocks/parts/render-block';

let counter = 0;

/** A raw block with a fresh `_uid`, as Storyblok would deliver it. */
export function raw(component: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return { _uid: `test-${counter}`, component, ...fields };
}

/** Normalises a raw block; throws with the content errors if the block (or a nested one) is invalid. */
export function parseBlok(value: Record<string, unknown>): Blok {
  const errors: ContentError[] = [];
  const blok = normalizeBlok(value, { story: 'test', errors });
  if (!blok || errors.some(isError)) {
    throw new Error(`invalid block: ${errors.map((e) => `${e.field ?? ''} ${e.message}`).join('; ')}`);
  }
  return blok;
}

/** The content errors a raw block produces (empty when it is valid). */
export function contentErrors(value: Record<string, unknown>): ContentError[] {
  const errors: ContentError[] = [];
  normalizeBlok(value, { story: 'test', errors });
  return errors;
}

export function renderBlok(value: Record<string, unknown>): RenderResult {
  return render(<Block blok={parseBlok(value)} />);
}

export const storyLink = (cachedUrl: string, anchor = '') => ({
  id: 'x',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: cachedUrl,
  anchor,
});

export const urlLink = (url: string) => ({
  id: '',
  url,
  linktype: 'url',
  fieldtype: 'multilink',
  cached_url: url,
});

export const richDoc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
