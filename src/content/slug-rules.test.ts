import { describe, expect, it } from 'vitest';
import {
  maxSlugLength,
  maxSlugSegmentLength,
  printableSlug,
  slugProblem,
  type SlugRules,
} from './slug-rules';

const rules: SlugRules = {
  reservedFirstSegments: new Set(['assets', 'editor', 'global', '404', 'sitemap.xml']),
  allowedSlugs: new Set(['global', '404']),
};
const problem = (slug: string) => slugProblem(slug, rules)?.message ?? null;

describe('slugProblem', () => {
  it('accepts the slugs real content uses, with one trailing slash for a folder start page', () => {
    for (const slug of [
      'home',
      'banca-personas/',
      'banca-personas/azul-premier/blog/aprender',
      'v1.2_x',
      '404',
      'global',
    ]) {
      expect(problem(slug), slug).toBeNull();
    }
  });

  it.each([
    ['../../x', '".." segment'],
    ['fuzz-dot/..', '".." segment'],
    ['a/./b', '"." segment'],
    ['a//b', 'empty segment'],
    ['a//', 'empty segment'],
    ['/', 'starts with "/"'],
    ['/etc/passwd', 'starts with "/"'],
    ['c:/windows', 'drive'],
    ['a\\b', 'backslash'],
    ['..\\..\\x', 'backslash'],
    ['a\u0000b', 'control character'],
    ['a\nb', 'control character'],
    ['a\u007fb', 'control character'],
    ['Mayusculas', 'upper-case'],
    ['a?b', '"?", "#" or "%"'],
    ['a#b', '"?", "#" or "%"'],
    ['a%2e%2e', '"?", "#" or "%"'],
    ['a b', 'characters other than'],
    ['año', 'characters other than'],
    ['.hidden', 'characters other than'],
    ['a/index.html', 'index files'],
    ['index.json', 'index files'],
    ['a'.repeat(maxSlugSegmentLength + 1), `longer than ${maxSlugSegmentLength}`],
    [`${'abcdefghi/'.repeat(maxSlugLength / 10)}x`, `longer than ${maxSlugLength}`],
  ])('refuses %j (%s)', (slug, reason) => {
    expect(problem(slug)).toContain(reason);
  });

  it('refuses the names the site uses as a first segment, except for their own story', () => {
    expect(problem('editor')).toContain('a name the site itself uses');
    expect(problem('assets/data/x')).toContain('"assets"');
    expect(problem('sitemap.xml')).toContain('"sitemap.xml"');
    expect(problem('global/')).toContain('"global"');
    expect(problem('404/otra')).toContain('"404"');
    expect(problem('blog/editor')).toBeNull();
  });

  it('shows a slug readably: control characters escaped, long ones cut', () => {
    expect(printableSlug('a\u0000b')).toBe('a\\u0000b');
    expect(printableSlug('x'.repeat(200))).toHaveLength(81);
  });
});
