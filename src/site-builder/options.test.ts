import { describe, expect, it } from 'vitest';
import { buildOptionsFrom } from './options';

describe('buildOptionsFrom: the shrink guard', () => {
  it('allows losing 10 % of the public routes by default, and never skips the guard unasked', () => {
    const options = buildOptionsFrom({}, []);
    expect(options.maxShrink).toBe(0.1);
    expect(options.allowShrink).toBe(false);
  });

  it('takes --max-shrink (either form) over MAX_ROUTE_SHRINK, and --allow-shrink', () => {
    expect(buildOptionsFrom({ MAX_ROUTE_SHRINK: '0.3' }, []).maxShrink).toBe(0.3);
    expect(buildOptionsFrom({ MAX_ROUTE_SHRINK: '0.3' }, ['--max-shrink=0.5']).maxShrink).toBe(0.5);
    expect(buildOptionsFrom({}, ['--max-shrink', '0']).maxShrink).toBe(0);
    expect(buildOptionsFrom({}, ['--allow-shrink']).allowShrink).toBe(true);
  });

  it.each([['--max-shrink=2'], ['--max-shrink=abc'], ['--max-shrink=-0.1'], ['--max-shrink']])(
    'refuses %s with a message saying what is expected',
    (arg) => {
      expect(() => buildOptionsFrom({}, [arg])).toThrow(/--max-shrink must be a share between 0 and 1/);
    },
  );

  it('refuses a bad MAX_ROUTE_SHRINK', () => {
    expect(() => buildOptionsFrom({ MAX_ROUTE_SHRINK: '10%' }, [])).toThrow(/MAX_ROUTE_SHRINK must be/);
  });
});
