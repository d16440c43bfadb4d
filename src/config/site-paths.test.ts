import { describe, it, expect } from 'vitest';
import { dataPathOfPattern } from '../common/route-data-path';
import { outputPath, pageDataUrl, storyRoutePath, stripPrefix, withPrefix } from './site-paths';

describe('withPrefix', () => {
  it('leaves paths unchanged with the default (empty) prefix', () => {
    expect(withPrefix('/a/b/')).toBe('/a/b/');
    expect(withPrefix('a/')).toBe('/a/');
  });

  it('prepends a non-empty prefix and collapses slashes', () => {
    expect(withPrefix('/a/b/', '/pre')).toBe('/pre/a/b/');
    expect(withPrefix('/a/b/', 'pre/')).toBe('/pre/a/b/');
    expect(withPrefix('a', '/pre/')).toBe('/pre/a');
    expect(withPrefix('/', '/pre')).toBe('/pre/');
    expect(withPrefix('//a//b/', '//pre//')).toBe('/pre/a/b/');
  });
});

describe('outputPath', () => {
  it('is the href inside the output folder: without the prefix and the leading slash', () => {
    expect(outputPath('/pre/assets/a.css', '/pre')).toBe('assets/a.css');
    expect(outputPath('/assets/data/index.json', '')).toBe('assets/data/index.json');
  });
});

describe('stripPrefix', () => {
  it('removes a prefix the pathname starts with', () => {
    expect(stripPrefix('/pre/a/b/', '/pre')).toBe('/a/b/');
    expect(stripPrefix('/pre/a/', 'pre/')).toBe('/a/');
  });

  it('returns "/" when the pathname is the prefix itself', () => {
    expect(stripPrefix('/pre', '/pre')).toBe('/');
  });

  it('leaves the pathname unchanged when it does not start with the prefix', () => {
    expect(stripPrefix('/other/a/', '/pre')).toBe('/other/a/');
  });

  it('leaves the pathname unchanged with an empty prefix', () => {
    expect(stripPrefix('/a/b/')).toBe('/a/b/');
    expect(stripPrefix('/a/b/', '')).toBe('/a/b/');
    expect(stripPrefix('/a/b/', '/')).toBe('/a/b/');
  });

  // Bug: the prefix is matched as a string, not as a path segment, so "/prefix/a/" loses "/pre"
  // and becomes "fix/a/" (not even a pathname). "/prefix/" is not under the path prefix "/pre".
  it('does not strip a prefix that only matches part of the first segment', () => {
    expect(stripPrefix('/prefix/a/', '/pre')).toBe('/prefix/a/');
  });
});

describe('storyRoutePath', () => {
  it('maps the home story to "/"', () => {
    expect(storyRoutePath('home')).toBe('/');
    expect(storyRoutePath('/home/')).toBe('/');
  });

  it('maps other stories to "/{full_slug}/"', () => {
    expect(storyRoutePath('a/b')).toBe('/a/b/');
    expect(storyRoutePath('banca-personas/')).toBe('/banca-personas/');
    expect(storyRoutePath('banca-personas/tarjetas')).toBe('/banca-personas/tarjetas/');
    expect(storyRoutePath('404')).toBe('/404/');
  });

  it('does not treat a nested "home" slug as the home page', () => {
    expect(storyRoutePath('a/home')).toBe('/a/home/');
  });
});

describe('pageDataUrl', () => {
  it('puts the root page data at /assets/data/index.json', () => {
    expect(pageDataUrl('/')).toBe('/assets/data/index.json');
  });

  it('mirrors the route path under /assets/data', () => {
    expect(pageDataUrl('/a/b/')).toBe('/assets/data/a/b/index.json');
    expect(pageDataUrl('/404/')).toBe('/assets/data/404/index.json');
  });

  it('applies a path prefix', () => {
    expect(pageDataUrl('/a/', '/pre')).toBe('/pre/assets/data/a/index.json');
    expect(pageDataUrl('/', '/pre')).toBe('/pre/assets/data/index.json');
  });
});

describe('pageDataUrl with route data paths', () => {
  const table = [
    { route: '/simulador/:producto/', dataPath: dataPathOfPattern('/simulador/:producto/') },
    { route: '/agencias/', dataPath: '/sucursales/index.json' },
  ];
  it('makes pageDataUrl load the named file, with the path prefix', () => {
    expect(pageDataUrl('/simulador/auto/', '', table)).toBe('/assets/data/simulador/_producto/index.json');
    expect(pageDataUrl('/agencias/', '/banco', table)).toBe('/banco/assets/data/sucursales/index.json');
    expect(pageDataUrl('/banca-personas/', '', table)).toBe('/assets/data/banca-personas/index.json');
  });
});
