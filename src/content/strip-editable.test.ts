import { describe, expect, it } from 'vitest';
import { stripEditable } from './strip-editable';

describe('stripEditable', () => {
  it("removes every block's _editable marker, and keeps everything else as it was", () => {
    const draft = {
      _uid: 'p',
      _editable: '<!--#storyblok#{}-->',
      body: [{ _uid: 'a', _editable: 'x', list: [1, 'dos', null, { _editable: 'y', n: 3 }] }, 'texto'],
      empty: {},
    };
    expect(stripEditable(draft)).toEqual({
      _uid: 'p',
      body: [{ _uid: 'a', list: [1, 'dos', null, { n: 3 }] }, 'texto'],
      empty: {},
    });
    expect(stripEditable('x')).toBe('x');
    expect(stripEditable([{ _editable: 'z' }])).toEqual([{}]);
  });

  it('copies JSON nested 100,000 levels without running out of stack (issue 34)', () => {
    let deep: Record<string, unknown> = { _uid: 'leaf', _editable: 'e' };
    for (let i = 0; i < 100_000; i++) deep = { _uid: `n${i}`, _editable: 'e', body: [deep] };
    let copy = stripEditable(deep) as Record<string, unknown>;
    let levels = 0;
    while (Array.isArray(copy.body)) {
      expect(copy._editable).toBeUndefined();
      copy = copy.body[0] as Record<string, unknown>;
      levels++;
    }
    expect(levels).toBe(100_000);
    expect(copy).toEqual({ _uid: 'leaf' });
  });
});
