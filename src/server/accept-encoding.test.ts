import { describe, expect, it } from 'vitest';
import { acceptedEncodings, sirvAcceptEncoding } from './accept-encoding';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['x-gzip', ['gzip']],
    ['BR', ['br']],
    ['deflate', []],
    ['identity', []],
    ['*', ['br', 'gzip']],
  ])('%j accepts %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it.each([
    ['br;q=0, gzip', ['gzip']],
    ['gzip, br;q=0', ['gzip']],
    ['br; q=0', []],
    ['br;Q=0.000, gzip;q=0.0', []],
    ['gzip;q=0', []],
    ['*;q=0', []],
    ['*;q=0, gzip', ['gzip']],
    ['br;q=0, *', ['gzip']],
    ['br, br;q=0', []],
    ['identity;q=0', []],
    ['identity;q=0, *;q=0', []],
  ])('honours q=0: %j accepts %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('orders by weight, brotli first on a tie, and drops codings weighed below identity', () => {
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('gzip;q=0.8, br;q=0.8')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8, identity;q=0.6')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.1, identity')).toEqual([]);
    expect(acceptedEncodings('br;q=0.1')).toEqual(['br']);
  });

  it('leaves out an element with a malformed weight', () => {
    expect(acceptedEncodings('br;q=2, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=abc, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.0001, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;level=5')).toEqual(['br']);
  });

  it('survives hostile headers', () => {
    expect(acceptedEncodings(',,,;;;q=,')).toEqual([]);
    expect(acceptedEncodings('br;'.repeat(10_000))).toEqual(['br']);
    expect(acceptedEncodings('notbr, brotli, gzipped')).toEqual([]);
  });
});

describe('sirvAcceptEncoding', () => {
  it('names gzip alone when it is preferred, since sirv tries brotli first', () => {
    expect(sirvAcceptEncoding(['gzip', 'br'])).toBe('gzip');
    expect(sirvAcceptEncoding(['br', 'gzip'])).toBe('br, gzip');
    expect(sirvAcceptEncoding(['br'])).toBe('br');
    expect(sirvAcceptEncoding([])).toBe('');
  });
});
