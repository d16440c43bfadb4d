import { describe, expect, it } from 'vitest';
import { walkRecords } from './blok';

/** Each record's `id` (or '?') with its dotted path, in the order the walk reports them. */
function visits(root: unknown, skip: (record: Record<string, unknown>) => boolean = () => false): string[] {
  const seen: string[] = [];
  walkRecords(root, (record, path) => {
    seen.push(`${typeof record.id === 'string' ? record.id : '?'}@${path.join('.')}`);
    return skip(record) ? false : undefined;
  });
  return seen;
}

describe('walkRecords', () => {
  it('reports every record before its fields, in document order, with its path from the root', () => {
    const root = {
      id: 'page',
      body: [{ id: 'a', columns: [{ id: 'a0' }, { id: 'a1', inner: { id: 'a1x' } }] }, { id: 'b' }],
      footer: { id: 'f' },
    };
    expect(visits(root)).toEqual([
      'page@',
      'a@body.0',
      'a0@body.0.columns.0',
      'a1@body.0.columns.1',
      'a1x@body.0.columns.1.inner',
      'b@body.1',
      'f@footer',
    ]);
  });

  it('walks an array at the root (and nested arrays) without reporting the arrays', () => {
    expect(visits([{ id: 'x' }, [{ id: 'y' }], { id: 'z' }])).toEqual(['x@0', 'y@1.0', 'z@2']);
  });

  it('ignores primitives, null and undefined anywhere', () => {
    expect(visits('text')).toEqual([]);
    expect(visits(null)).toEqual([]);
    expect(visits(undefined)).toEqual([]);
    expect(visits(42)).toEqual([]);
    expect(visits([1, 'two', null, true, { id: 'only' }])).toEqual(['only@4']);
    expect(visits({ id: 'r', n: 1, s: 's', z: null, u: undefined })).toEqual(['r@']);
  });

  it('does not descend into a record when the callback returns false, but walks its siblings', () => {
    const root = [
      { id: 'keep', child: { id: 'kept' } },
      { id: 'skip', child: { id: 'hidden' } },
      { id: 'after', child: { id: 'seen' } },
    ];
    expect(visits(root, (record) => record.id === 'skip')).toEqual([
      'keep@0',
      'kept@0.child',
      'skip@1',
      'after@2',
      'seen@2.child',
    ]);
  });

  it('descends on any return value other than exactly false', () => {
    const seen: string[] = [];
    const returns = [true, undefined, 0, null, ''] as const;
    returns.forEach((result) => {
      walkRecords({ id: 'outer', inner: { id: 'inner' } }, (record) => {
        seen.push(String(record.id));
        return result as unknown as boolean;
      });
    });
    expect(seen).toEqual(Array.from(returns, () => ['outer', 'inner']).flat());
  });

  it('gives the root record an empty path and leaves the path array as it found it for later records', () => {
    const kept: string[][] = [];
    walkRecords({ a: [{ b: {} }], c: {} }, (_record, path) => {
      kept.push([...path]);
    });
    expect(kept).toEqual([[], ['a', '0'], ['a', '0', 'b'], ['c']]);
  });
});

describe('walkRecords on hostile depth (issue 34)', () => {
  it('walks content nested 100,000 levels deep without running out of stack', () => {
    let root: Record<string, unknown> = { id: 'leaf' };
    for (let i = 0; i < 100_000; i++) root = { id: `n${i}`, body: [root] };
    let count = 0;
    let deepest = 0;
    walkRecords(root, (_record, path) => {
      count++;
      deepest = Math.max(deepest, path.length);
    });
    expect(count).toBe(100_001);
    expect(deepest).toBe(200_000);
  });
});
