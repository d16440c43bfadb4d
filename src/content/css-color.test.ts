import { describe, expect, it } from 'vitest';
import { colorInput, isCssColor } from './css-color';
import { hasCssColorSyntax } from './css-color-syntax';

describe('isCssColor', () => {
  it('accepts the colours editors use', () => {
    for (const good of [
      '#fff',
      '#FFFA',
      '#0b4ea2',
      '#0b4ea280',
      'rgb(11, 78, 162)',
      'rgba(11, 78, 162, 0.5)',
      'rgb(11 78 162)',
      'rgb(11 78 162 / 50%)',
      'hsl(214deg 87% 34%)',
      'hsla(214, 87%, 34%, .4)',
      'RebeccaPurple',
      'transparent',
      ' navy ',
    ]) {
      expect(isCssColor(good), good).toBe(true);
    }
  });

  it('refuses anything that could add declarations or load something', () => {
    for (const bad of [
      '',
      'red;position:fixed',
      'red; background: url(https://evil.example/x)',
      'url(https://evil.example/x)',
      'rgb(1,2,3);color:red',
      'rgb(1,2)',
      'rgb(calc(1),2,3)',
      'var(--bs-primary)',
      'expression(alert(1))',
      '#12345',
      '#ggg',
      'primary',
      'red}body{display:none',
      'red\\;x',
      `rgb(${'1'.repeat(100)}, 2, 3)`,
    ]) {
      expect(isCssColor(bad), bad).toBe(false);
    }
  });
});

describe('colorInput', () => {
  it('reads strings and the colour-picker object, and knows unset from unusable', () => {
    expect(colorInput(' #fff ')).toBe('#fff');
    expect(colorInput({ color: '#0b4ea2' })).toBe('#0b4ea2');
    expect(colorInput(null)).toBe('');
    expect(colorInput({ color: null })).toBe('');
    expect(colorInput(5)).toBeNull();
    expect(colorInput({ color: 5 })).toBeNull();
  });
});

describe("hasCssColorSyntax (the renderer's check)", () => {
  it('takes any bare word (it cannot add a declaration) but nothing that could', () => {
    expect(hasCssColorSyntax('navy')).toBe(true);
    expect(hasCssColorSyntax('notacolour')).toBe(true);
    expect(isCssColor('notacolour')).toBe(false);
    expect(hasCssColorSyntax('rgb(11 78 162 / 50%)')).toBe(true);
    for (const bad of ['red;position:fixed', 'url(x)', 'red x', 'a:b', 'red}', '']) {
      expect(hasCssColorSyntax(bad), bad).toBe(false);
    }
  });
});
