import { describe, expect, it } from 'vitest';
import { fieldCheckOf } from '../field-warnings';
import { color, cssColor, cssLength, embedUrl, spacing } from './style-fields';

const hostileColors = [
  'red; background: url(x)',
  'url(javascript:alert(1))',
  '#12345',
  'red;position:fixed;top:0;left:0;z-index:2147483004;background:url(https://evil.example/x.png)',
  'rgb(1,2,3);position:fixed',
  'expression(alert(1))',
  'linear-gradient(red, blue)',
  5,
  ['#fff'],
  { color: 'red;x:y' },
];

describe('color', () => {
  const schema = color();
  const check = fieldCheckOf(schema);
  it('accepts theme names and CSS colours, as strings or colour-picker objects', () => {
    expect(schema.parse('primary')).toBe('primary');
    expect(schema.parse('#0b4ea2')).toBe('#0b4ea2');
    expect(schema.parse({ color: '#FFF' })).toBe('#FFF');
    expect(schema.parse('rgb(11 78 162 / 50%)')).toBe('rgb(11 78 162 / 50%)');
    expect(schema.parse('navy')).toBe('navy');
    expect(check?.('primary')).toBeNull();
  });
  it('treats empty values as not set, without a warning', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse({ color: null })).toBeUndefined();
    expect(check?.('')).toBeNull();
    expect(check?.(undefined)).toBeNull();
  });
  it('leaves out anything that could smuggle CSS, and says so as invalid_color', () => {
    for (const bad of hostileColors) {
      expect(schema.parse(bad), JSON.stringify(bad)).toBeUndefined();
      expect(check?.(bad)?.code, JSON.stringify(bad)).toBe('invalid_color');
    }
    expect(check?.('url(javascript:alert(1))')?.found).toBe('"url(javascript:alert(1))"');
  });
});

describe('cssColor', () => {
  const schema = cssColor();
  it('takes CSS colours only: a theme name is no CSS value', () => {
    expect(schema.parse('#0b4ea2')).toBe('#0b4ea2');
    expect(schema.parse('white')).toBe('white');
    expect(schema.parse('primary')).toBeUndefined();
    expect(fieldCheckOf(schema)?.('primary')?.message).toContain('CSS colour');
  });
  it('leaves out anything else', () => {
    for (const bad of hostileColors) expect(schema.parse(bad), JSON.stringify(bad)).toBeUndefined();
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
