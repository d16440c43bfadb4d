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

describe('buildOptionsFrom: the render watchdog (issue 34)', () => {
  it('reads RENDER_TIMEOUT in seconds; unset leaves the default', () => {
    expect(buildOptionsFrom({}, []).renderTimeoutMs).toBeUndefined();
    expect(buildOptionsFrom({ RENDER_TIMEOUT: '60' }, []).renderTimeoutMs).toBe(60_000);
    expect(buildOptionsFrom({ RENDER_TIMEOUT: '0.5' }, []).renderTimeoutMs).toBe(500);
  });

  it.each(['0', '-5', 'soon', '1e9', 'Infinity'])('refuses RENDER_TIMEOUT=%s', (value) => {
    expect(() => buildOptionsFrom({ RENDER_TIMEOUT: value }, [])).toThrow(
      /RENDER_TIMEOUT must be a number of seconds above 0/,
    );
  });
});
