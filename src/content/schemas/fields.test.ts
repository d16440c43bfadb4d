import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { blokList, bool, numeric, option, text } from './fields';

describe('numeric', () => {
  const schema = numeric();

  it('parses numeric strings as Storyblok delivers them', () => {
    expect(schema.parse('5.75')).toBe(5.75);
    expect(schema.parse('5000')).toBe(5000);
    expect(schema.parse(' 12 ')).toBe(12);
    expect(schema.parse('-3')).toBe(-3);
  });

  it('accepts numbers as they are', () => {
    expect(schema.parse(7)).toBe(7);
    expect(schema.parse(0)).toBe(0);
  });

  it('treats "", null and undefined as not set', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('rejects non-numeric strings with a message naming the value', () => {
    const result = schema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('expected a number, found "abc"');
  });

  it('rejects non-finite numbers and other types', () => {
    expect(schema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(schema.safeParse(Number.NaN).success).toBe(false);
    expect(schema.safeParse('Infinity').success).toBe(false);
    expect(schema.safeParse(true).success).toBe(false);
  });

  it('may be left out of a block object', () => {
    const parsed = z.object({ n: numeric() }).parse({});
    expect(parsed.n).toBeUndefined();
  });
});

describe('text', () => {
  it('turns null and undefined into ""', () => {
    expect(text().parse(null)).toBe('');
    expect(text().parse(undefined)).toBe('');
    expect(text().parse('hola')).toBe('hola');
  });

  it('rejects non-strings', () => {
    expect(text().safeParse(5).success).toBe(false);
  });

  it('defaults a missing key to ""', () => {
    expect(z.object({ t: text() }).parse({})).toEqual({ t: '' });
  });
});

describe('bool', () => {
  it('turns null and undefined into false', () => {
    expect(bool().parse(null)).toBe(false);
    expect(bool().parse(undefined)).toBe(false);
    expect(bool().parse(true)).toBe(true);
  });

  it('rejects non-booleans', () => {
    expect(bool().safeParse('true').success).toBe(false);
  });

  it('defaults a missing key to false', () => {
    expect(z.object({ b: bool() }).parse({})).toEqual({ b: false });
  });
});

describe('option', () => {
  const schema = option(['sm', 'lg'] as const);

  it('accepts the listed values', () => {
    expect(schema.parse('sm')).toBe('sm');
    expect(schema.parse('lg')).toBe('lg');
  });

  it('treats "", null and undefined as not set', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('rejects other values', () => {
    expect(schema.safeParse('xl').success).toBe(false);
  });
});

describe('blokList', () => {
  it('turns null and undefined into []', () => {
    expect(blokList.parse(null)).toEqual([]);
    expect(blokList.parse(undefined)).toEqual([]);
  });

  it('passes items through for the normaliser to check', () => {
    const items = [{ _uid: 'a', component: 'title' }, 'not a block'];
    expect(blokList.parse(items)).toEqual(items);
  });

  it('rejects a value that is not an array', () => {
    expect(blokList.safeParse('x').success).toBe(false);
    expect(blokList.safeParse({}).success).toBe(false);
  });
});
