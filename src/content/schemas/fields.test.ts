import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { blokList, bool, numeric, option, text } from './fields';

describe('numeric', () => {
  const schema = numeric({ min: -1000, max: 10_000 });

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

  it('reads only plain decimal text: no hex, exponent, binary, octal or separators (issue 34)', () => {
    for (const hostile of [
      '0xD',
      '0xC',
      '1e308',
      '1E3',
      '5e-1',
      '0b11',
      '0o17',
      '1_000',
      '+Infinity',
      '-Infinity',
      '12abc',
      '.',
    ]) {
      const result = schema.safeParse(hostile);
      expect(result.success, hostile).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`expected a number, found "${hostile}"`);
    }
    expect(schema.parse('.5')).toBe(0.5);
    expect(schema.parse('+7')).toBe(7);
  });

  it("refuses a number outside the field's range, as text or as a JSON number", () => {
    expect(schema.safeParse('10001').error?.issues[0]?.message).toBe(
      'expected a number from -1000 to 10000, found 10001',
    );
    expect(schema.safeParse(-1001).success).toBe(false);
    expect(schema.safeParse(1e308).success).toBe(false);
    expect(schema.parse('10000')).toBe(10_000);
    const named = numeric({ min: 0, max: 1, outside: (n) => `too much: ${n}` });
    expect(named.safeParse('2').error?.issues[0]?.message).toBe('too much: 2');
  });

  it('may be left out of a block object', () => {
    const parsed = z.object({ n: numeric({ min: 0, max: 1 }) }).parse({});
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
