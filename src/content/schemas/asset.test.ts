import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { asset } from './asset';

describe('asset', () => {
  const schema = asset();

  it('accepts a plain string filename', () => {
    expect(schema.parse('/content-images/images/a.svg')).toEqual({
      filename: '/content-images/images/a.svg',
      alt: '',
      focus: '',
      title: '',
    });
  });

  it('accepts an object with path', () => {
    expect(schema.parse({ path: 'images/a.png', alt: 'Familia' })).toEqual({
      filename: 'images/a.png',
      alt: 'Familia',
      focus: '',
      title: '',
    });
    expect(schema.parse({ path: 'images/b.png' })).toEqual({
      filename: 'images/b.png',
      alt: '',
      focus: '',
      title: '',
    });
  });

  it('accepts a Storyblok asset object', () => {
    expect(
      schema.parse({
        id: 123,
        alt: 'Tarjeta',
        name: '',
        focus: '10x20:30x40',
        title: 'Tarjeta oro',
        filename: 'https://a.storyblok.com/f/1/tarjeta.png',
        copyright: '',
        fieldtype: 'asset',
        is_external_url: false,
      }),
    ).toEqual({
      filename: 'https://a.storyblok.com/f/1/tarjeta.png',
      alt: 'Tarjeta',
      focus: '10x20:30x40',
      title: 'Tarjeta oro',
    });
  });

  it('turns null fields of a Storyblok asset into ""', () => {
    expect(schema.parse({ id: null, filename: 'x.png', alt: null, focus: null, title: null })).toEqual({
      filename: 'x.png',
      alt: '',
      focus: '',
      title: '',
    });
  });

  it('turns null and undefined into an empty filename', () => {
    expect(schema.parse(null)).toEqual({ filename: '', alt: '', focus: '', title: '' });
    expect(schema.parse(undefined)).toEqual({ filename: '', alt: '', focus: '', title: '' });
  });

  it('reports an object without filename at path "filename"', () => {
    const result = schema.safeParse({ id: 1, alt: 'x' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['filename']);
    expect(issue?.message).toBe('asset has no filename');
  });

  it('reads a Storyblok asset whose filename is null as an unset asset (no image), as Storyblok means it', () => {
    expect(schema.parse({ id: null, alt: null, filename: null, fieldtype: 'asset' })).toEqual({
      filename: '',
      alt: '',
      focus: '',
      title: '',
    });
  });

  it('rejects values of other types', () => {
    expect(schema.safeParse(5).success).toBe(false);
    expect(schema.safeParse([]).success).toBe(false);
  });

  // docs/behaviour.md §5 "Missing image path: empty source": asset() maps undefined to the empty asset, but zod 4
  // makes a key with this schema required inside an object, so a block without the key is rejected.
  it('gives an empty asset when the key is missing from a block object', () => {
    expect(z.object({ image: asset() }).parse({})).toEqual({
      image: { filename: '', alt: '', focus: '', title: '' },
    });
  });
});
