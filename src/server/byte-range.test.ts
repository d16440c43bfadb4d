import { describe, expect, it } from 'vitest';
import { parseRange, resolveRange } from './byte-range';

describe('parseRange', () => {
  it('reads one byte range of each form', () => {
    expect(parseRange('bytes=0-99')).toEqual({ kind: 'from', first: 0n, last: 99n });
    expect(parseRange('bytes=5-')).toEqual({ kind: 'from', first: 5n, last: null });
    expect(parseRange('bytes=-10')).toEqual({ kind: 'suffix', length: 10n });
    expect(parseRange('bytes=0-0')).toEqual({ kind: 'from', first: 0n, last: 0n });
  });

  it('takes the unit in any case and empty list elements', () => {
    expect(parseRange('Bytes=1-2')).toEqual({ kind: 'from', first: 1n, last: 2n });
    expect(parseRange('bytes= , 1-2 ,')).toEqual({ kind: 'from', first: 1n, last: 2n });
  });

  it('keeps numbers beyond 2^64 exact', () => {
    expect(parseRange('bytes=0-18446744073709551616')).toEqual({
      kind: 'from',
      first: 0n,
      last: 18446744073709551616n,
    });
    // Equal as floating-point numbers, yet reversed: invalid, not unsatisfiable.
    expect(parseRange('bytes=18446744073709551617-18446744073709551616')).toBeNull();
  });

  it.each([
    ['reversed', 'bytes=100-50'],
    ['end one before the start', 'bytes=5-4'],
    ['several ranges', 'bytes=0-1,5-6'],
    ['several suffixes', 'bytes=-1,-2'],
    ['another unit', 'items=0-1'],
    ['no unit', '0-1'],
    ['no unit name', '=0-1'],
    ['empty header', ''],
    ['empty set', 'bytes='],
    ['a lone dash', 'bytes=-'],
    ['no dash', 'bytes=5'],
    ['letters', 'bytes=a-b'],
    ['hexadecimal', 'bytes=0x10-0x20'],
    ['exponent', 'bytes=1e3-'],
    ['negative', 'bytes=--5'],
    ['sign', 'bytes=+1-2'],
    ['inner whitespace', 'bytes=1 -2'],
    ['decimal', 'bytes=1.5-2'],
    ['two dashes', 'bytes=1-2-3'],
  ])('ignores %s (%j)', (_name, header) => {
    expect(parseRange(header)).toBeNull();
  });

  it('ignores a missing header', () => {
    expect(parseRange(undefined)).toBeNull();
  });
});

describe('resolveRange', () => {
  const range = (header: string) => {
    const spec = parseRange(header);
    if (!spec) throw new Error(`no range in ${header}`);
    return spec;
  };

  it('cuts positions past the end to the last byte', () => {
    expect(resolveRange(range('bytes=0-99'), 50)).toEqual({ kind: 'partial', start: 0, end: 49 });
    expect(resolveRange(range('bytes=0-18446744073709551616'), 50)).toEqual({
      kind: 'partial',
      start: 0,
      end: 49,
    });
    expect(resolveRange(range('bytes=10-'), 50)).toEqual({ kind: 'partial', start: 10, end: 49 });
    expect(resolveRange(range('bytes=49-49'), 50)).toEqual({ kind: 'partial', start: 49, end: 49 });
  });

  it('serves a suffix from the end, the whole file when longer', () => {
    expect(resolveRange(range('bytes=-10'), 50)).toEqual({ kind: 'partial', start: 40, end: 49 });
    expect(resolveRange(range('bytes=-500'), 50)).toEqual({ kind: 'partial', start: 0, end: 49 });
    expect(resolveRange(range('bytes=-18446744073709551616'), 50)).toEqual({
      kind: 'partial',
      start: 0,
      end: 49,
    });
  });

  it('is unsatisfiable from a start at or past the end, or for a zero-length suffix', () => {
    expect(resolveRange(range('bytes=50-'), 50)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange(range('bytes=50-60'), 50)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange(range('bytes=18446744073709551616-'), 50)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange(range('bytes=-0'), 50)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange(range('bytes=0-'), 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends an empty file whole for a suffix', () => {
    expect(resolveRange(range('bytes=-5'), 0)).toEqual({ kind: 'full' });
  });
});
