import { describe, expect, it } from 'vitest';
import { color, cssLength, embedUrl, spacing } from './style-fields';

describe('color', () => {
  const schema = color();
  it('accepts theme names and hex codes, as strings or colour-picker objects', () => {
    expect(schema.parse('primary')).toBe('primary');
    expect(schema.parse('#0b4ea2')).toBe('#0b4ea2');
    expect(schema.parse({ color: '#FFF' })).toBe('#FFF');
  });
  it('treats empty values as not set', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse({ color: null })).toBeUndefined();
  });
  it('rejects anything that could smuggle CSS', () => {
    expect(schema.safeParse('red; background: url(x)').success).toBe(false);
    expect(schema.safeParse('url(javascript:alert(1))').success).toBe(false);
    expect(schema.safeParse('#12345').success).toBe(false);
  });
});

describe('cssLength', () => {
  const schema = cssLength('100%');
  it('defaults when unset and reads a bare number as pixels', () => {
    expect(schema.parse('')).toBe('100%');
    expect(schema.parse(undefined)).toBe('100%');
    expect(schema.parse('400')).toBe('400px');
    expect(schema.parse(250)).toBe('250px');
  });
  it('keeps lengths with a unit', () => {
    expect(schema.parse('60vh')).toBe('60vh');
    expect(schema.parse('12.5rem')).toBe('12.5rem');
    expect(schema.parse('100%')).toBe('100%');
  });
  it('rejects anything else', () => {
    expect(schema.safeParse('100px; color: red').success).toBe(false);
    expect(schema.safeParse('calc(100% - 1px)').success).toBe(false);
  });
});

describe('embedUrl', () => {
  const schema = embedUrl();
  it('accepts http(s) addresses and site paths', () => {
    expect(schema.parse(' https://maps.example/embed ')).toBe('https://maps.example/embed');
    expect(schema.parse('/formularios/')).toBe('/formularios/');
    expect(schema.parse(null)).toBe('');
  });
  it('rejects script, data and protocol-relative addresses', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', '//evil.example/', 'about:blank']) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('spacing', () => {
  it('accepts the Bootstrap steps 0–5 as strings or numbers', () => {
    expect(spacing().parse('3')).toBe('3');
    expect(spacing().parse(0)).toBe('0');
    expect(spacing().parse('')).toBeUndefined();
    expect(spacing().safeParse('6').success).toBe(false);
    expect(spacing().safeParse(2.5).success).toBe(false);
  });
});
