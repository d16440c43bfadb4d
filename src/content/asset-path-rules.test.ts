import { describe, expect, it } from 'vitest';
import { assetPathProblem } from './asset-path-rules';

describe('assetPathProblem', () => {
  it('accepts no asset, names in the image folder, site paths, https and data URLs', () => {
    for (const name of [
      '',
      'hero.jpg',
      'videos/felices-fiestas.webm',
      '/content-images/docs/a.pdf',
      'a.png?v=2',
      'https://a.storyblok.com/f/1/2x1/a/b.png',
      '//a.storyblok.com/f/1/b.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(assetPathProblem(name), name).toBeNull();
    }
  });

  it.each([
    ['../../../somewhere/secret.png', '".." segment'],
    ['/content-images/../../etc/x.png', '".." segment'],
    ['%2e%2e/%2e%2e/secret.png', '".." segment'],
    ['./a.png', 'relative path'],
    ['a//b.png', 'empty segment'],
    ['a\\..\\b.png', 'backslash'],
    ['a\u0000.png', 'control character'],
    ['%00.png', 'control character'],
    ['%zz.png', 'malformed'],
    ['file:///etc/passwd', '"file:"'],
    ['javascript:alert(1)', '"javascript:"'],
    ['C:/secret.png', '"c:"'],
    ['https://', 'not a valid URL'],
    [`${'x'.repeat(1001)}.png`, 'longer than'],
  ])('refuses %s', (name, reason) => {
    expect(assetPathProblem(name)).toContain(reason);
  });
});
