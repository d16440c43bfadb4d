import { describe, expect, it } from 'vitest';
import { parseInlineStyle } from './inline-style';

describe('parseInlineStyle', () => {
  it('turns a CSS declaration list into a React style object', () => {
    expect(parseInlineStyle('background: #e8f1fb; border-radius: 0.75rem; padding:1.25rem;')).toEqual({
      background: '#e8f1fb',
      borderRadius: '0.75rem',
      padding: '1.25rem',
    });
  });

  it('keeps custom properties as they are', () => {
    expect(parseInlineStyle('--accent: #00a3e0; border-top-color: navy')).toEqual({
      '--accent': '#00a3e0',
      borderTopColor: 'navy',
    });
  });

  it('leaves out empty, malformed, url() and layout declarations', () => {
    expect(parseInlineStyle('')).toBeUndefined();
    expect(parseInlineStyle('color; : red; padding:')).toBeUndefined();
    expect(parseInlineStyle('background: url(https://x.example/a.png); position: fixed; color: red')).toEqual(
      {
        color: 'red',
      },
    );
  });
});
