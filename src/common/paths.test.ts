import { describe, it, expect } from 'vitest';
import { collapseSlashes, isExternalUrl, isMailto, isTel, routeFile, toRoutePath, unslash } from './paths';

describe('unslash', () => {
  it('strips leading and trailing slashes', () => {
    expect(unslash('/a/b/')).toBe('a/b');
    expect(unslash('a/b')).toBe('a/b');
    expect(unslash('///a///')).toBe('a');
  });

  it('keeps inner slashes and turns "/" into the empty string', () => {
    expect(unslash('/a//b/')).toBe('a//b');
    expect(unslash('/')).toBe('');
    expect(unslash('')).toBe('');
  });
});

describe('collapseSlashes', () => {
  it('collapses runs of slashes into one', () => {
    expect(collapseSlashes('//a///b//')).toBe('/a/b/');
    expect(collapseSlashes('/a/b/')).toBe('/a/b/');
  });
});

describe('toRoutePath', () => {
  it('wraps a path in slashes so every route ends in "/"', () => {
    expect(toRoutePath('a/b')).toBe('/a/b/');
    expect(toRoutePath('/a/b')).toBe('/a/b/');
    expect(toRoutePath('a//b/')).toBe('/a/b/');
  });

  it('maps the empty path to "/"', () => {
    expect(toRoutePath('')).toBe('/');
    expect(toRoutePath('/')).toBe('/');
    expect(toRoutePath('//')).toBe('/');
  });
});

describe('isMailto / isTel / isExternalUrl', () => {
  it('recognises mailto: links, case-insensitively', () => {
    expect(isMailto('mailto:info@example.com')).toBe(true);
    expect(isMailto('MAILTO:info@example.com')).toBe(true);
    expect(isMailto('/mailto:x')).toBe(false);
    expect(isMailto('tel:123')).toBe(false);
  });

  it('recognises tel: links, case-insensitively', () => {
    expect(isTel('tel:+50322000000')).toBe(true);
    expect(isTel('TEL:123')).toBe(true);
    expect(isTel('/tel/')).toBe(false);
    expect(isTel('mailto:a@b.c')).toBe(false);
  });

  it('recognises absolute and protocol-relative URLs as external', () => {
    expect(isExternalUrl('https://example.com/a')).toBe(true);
    expect(isExternalUrl('http://example.com')).toBe(true);
    expect(isExternalUrl('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isExternalUrl('//cdn.example.com/x.js')).toBe(true);
  });

  it('does not treat site paths, anchors, mailto: or tel: as external', () => {
    expect(isExternalUrl('/a/b/')).toBe(false);
    expect(isExternalUrl('a/b')).toBe(false);
    expect(isExternalUrl('#top')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
    expect(isExternalUrl('tel:123')).toBe(false);
  });
});

describe('routeFile', () => {
  it('maps a route to a file inside its folder', () => {
    expect(routeFile('/a/b/', 'index.html')).toBe('a/b/index.html');
    expect(routeFile('/a/', 'index.json')).toBe('a/index.json');
  });

  it('maps the root route to a top-level file', () => {
    expect(routeFile('/', 'index.html')).toBe('index.html');
  });
});
