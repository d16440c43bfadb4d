import { describe, expect, it } from 'vitest';
import { seo } from '../../config/seo';
import { normalizeStory } from '../normalize';
import type { ContentError } from '../content-error';
import type { RawStory } from '../story';

function normalizedPage(seoDescription: unknown, component = 'page') {
  const raw: RawStory = {
    origin: 'stories/cuentas.json',
    data: {
      id: 7,
      uuid: 'uuid-7',
      name: 'Cuentas',
      slug: 'cuentas',
      full_slug: 'banca-personas/cuentas',
      content: { _uid: 'page-7', component, body: [], seo_description: seoDescription },
    },
  };
  const errors: ContentError[] = [];
  const story = normalizeStory(raw, errors);
  return { content: story?.content, errors };
}

describe('the seo_description field of the page types', () => {
  it('is read on every page type, on one line', () => {
    for (const component of ['page', 'plain_page', 'full_width_page', 'cascade_page', 'front_page']) {
      const { content, errors } = normalizedPage('  Cuentas de ahorro\n y corriente.  ', component);
      expect(errors, component).toEqual([]);
      expect(content?.seo_description, component).toBe('Cuentas de ahorro y corriente.');
    }
  });

  it('is optional: unset, null and "" are no description', () => {
    for (const value of [undefined, null, '']) {
      const { content, errors } = normalizedPage(value);
      expect(errors).toEqual([]);
      expect(content).toBeDefined();
      expect(content?.seo_description).toBeUndefined();
    }
  });

  it('reports a value that is not text as a content error naming story, block and field', () => {
    const { errors } = normalizedPage({ text: 'no' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'invalid_field',
      severity: 'error',
      story: 'banca-personas/cuentas',
      uid: 'page-7',
      field: 'seo_description',
    });
  });

  it('keeps a description longer than search results show, with a warning', () => {
    const long = 'Cuentas de ahorro y corriente. '.repeat(6).trim();
    expect(long.length).toBeGreaterThan(seo.descriptionMaxLength);
    const { content, errors } = normalizedPage(long);
    expect(content?.seo_description).toBe(long);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'long_description',
      severity: 'warning',
      story: 'banca-personas/cuentas',
      uid: 'page-7',
      field: 'seo_description',
    });
    expect(normalizedPage('x'.repeat(seo.descriptionMaxLength)).errors).toEqual([]);
  });
});
