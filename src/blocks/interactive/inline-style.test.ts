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

  it('keeps custom properties and camel-cases vendor prefixes', () => {
    expect(parseInlineStyle('--accent: #00a3e0; -webkit-line-clamp: 3')).toEqual({
      '--accent': '#00a3e0',
      WebkitLineClamp: '3',
    });
  });

  it('skips empty, malformed and url() declarations', () => {
    expect(parseInlineStyle('')).toBeUndefined();
    expect(parseInlineStyle('color; : red; margin:')).toBeUndefined();
    expect(parseInlineStyle('background: url(https://x.example/a.png); color: red')).toEqual({
      color: 'red',
    });
  });
});
