import { describe, it, expect } from 'vitest';
import { resolveHref, resolveLink, storyLinkPath, withDefaultScheme } from './links';
import { emptyLink, type Multilink } from './schemas/link';

function link(fields: Partial<Multilink>): Multilink {
  return { ...emptyLink, ...fields };
}

describe('resolveLink: url', () => {
  it('resolves an external url to an external link', () => {
    expect(resolveLink(link({ linktype: 'url', url: 'https://example.com/x' }))).toEqual({
      href: 'https://example.com/x',
      external: true,
      internal: false,
    });
  });

  it('does not apply the prefix to external urls', () => {
    expect(resolveLink(link({ linktype: 'url', url: 'https://example.com/' }), '/pre')?.href).toBe(
      'https://example.com/',
    );
  });

  it('treats a site-relative url as an internal link with the prefix applied', () => {
    expect(resolveLink(link({ linktype: 'url', url: '/a//b/' }), '/pre')).toEqual({
      href: '/pre/a/b/',
      external: false,
      internal: true,
    });
  });

  it('returns null for an empty url', () => {
    expect(resolveLink(link({ linktype: 'url', url: '' }))).toBeNull();
  });

  it('gives a url typed without a scheme https, as an external link (not a route of the site)', () => {
    expect(resolveLink(link({ linktype: 'url', url: 'www.example.com' }), '/pre')).toEqual({
      href: 'https://www.example.com',
      external: true,
      internal: false,
    });
    expect(resolveLink(link({ linktype: 'url', cached_url: 'example.com.sv/tasas?x=1' }))?.href).toBe(
      'https://example.com.sv/tasas?x=1',
    );
    expect(resolveLink(link({ linktype: 'url', url: ' www.example.com:8443/a ', anchor: 'b' }))?.href).toBe(
      'https://www.example.com:8443/a#b',
    );
  });

  it('keeps site paths, anchors, protocol-relative and scheme URLs as they are', () => {
    expect(resolveLink(link({ linktype: 'url', url: '/banca-personas/' }))?.href).toBe('/banca-personas/');
    expect(resolveLink(link({ linktype: 'url', url: '#arriba' }))?.href).toBe('#arriba');
    expect(resolveLink(link({ linktype: 'url', url: '//cdn.example.com/a' }))?.href).toBe(
      '//cdn.example.com/a',
    );
    expect(resolveLink(link({ linktype: 'url', url: 'http://example.com' }))?.href).toBe(
      'http://example.com',
    );
    expect(resolveLink(link({ linktype: 'url', url: 'tel:+50322222222' }))?.href).toBe('tel:+50322222222');
  });
});

describe('withDefaultScheme', () => {
  it('adds https:// to a bare host name only', () => {
    expect(withDefaultScheme('www.example.com')).toBe('https://www.example.com');
    expect(withDefaultScheme('bancoazul.example/x#y')).toBe('https://bancoazul.example/x#y');
    for (const kept of [
      'pagina',
      'pagina/x',
      '/www.example.com',
      'info@example.com',
      'mailto:a@b.co',
      'a.b',
      '1.2.3.4',
    ]) {
      expect(withDefaultScheme(kept)).toBe(kept);
    }
  });
});

describe('resolveLink: email', () => {
  it('builds a mailto: link from the email field', () => {
    expect(resolveLink(link({ linktype: 'email', email: 'info@example.com' }))).toEqual({
      href: 'mailto:info@example.com',
      external: false,
      internal: false,
    });
  });

  it('builds a mailto: link from the url field, without doubling "mailto:"', () => {
    expect(resolveLink(link({ linktype: 'email', url: 'mailto:info@example.com' }))?.href).toBe(
      'mailto:info@example.com',
    );
    expect(resolveLink(link({ linktype: 'email', url: 'info@example.com' }))?.href).toBe(
      'mailto:info@example.com',
    );
  });

  it('prefers the email field over the url field', () => {
    expect(resolveLink(link({ linktype: 'email', email: 'a@example.com', url: 'b@example.com' }))?.href).toBe(
      'mailto:a@example.com',
    );
  });

  it('returns null for an email link without an address', () => {
    expect(resolveLink(link({ linktype: 'email' }))).toBeNull();
  });
});

describe('resolveLink: story', () => {
  it('maps cached_url to /{cached_url}/', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'banca-personas/tarjetas' }))).toEqual({
      href: '/banca-personas/tarjetas/',
      external: false,
      internal: true,
    });
  });

  it('keeps a single trailing slash when cached_url already has one', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'banca-personas/' }))?.href).toBe(
      '/banca-personas/',
    );
  });

  it('appends the anchor after the trailing slash', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'x', anchor: 'anchor' }))?.href).toBe(
      '/x/#anchor',
    );
    expect(resolveLink(link({ linktype: 'story', cached_url: 'x', anchor: '#anchor' }))?.href).toBe(
      '/x/#anchor',
    );
  });

  it('maps the home story to "/" and "/#anchor"', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'home' }))).toEqual({
      href: '/',
      external: false,
      internal: true,
    });
    expect(resolveLink(link({ linktype: 'story', cached_url: 'home', anchor: 'anchor' }))?.href).toBe(
      '/#anchor',
    );
  });

  it('collapses repeated slashes', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'a//b///c//' }))?.href).toBe('/a/b/c/');
    expect(resolveLink(link({ linktype: 'story', cached_url: '/a//b/' }))?.href).toBe('/a/b/');
    expect(resolveLink(link({ linktype: 'story', cached_url: 'x//', anchor: 'y' }))?.href).toBe('/x/#y');
  });

  it('uses url when cached_url is empty', () => {
    expect(resolveLink(link({ linktype: 'story', url: 'a/b' }))?.href).toBe('/a/b/');
  });

  it('returns null for an empty link', () => {
    expect(resolveLink(emptyLink)).toBeNull();
    expect(resolveLink(link({ linktype: 'story' }))).toBeNull();
  });

  it('resolves a link with only an anchor to an in-page anchor', () => {
    expect(resolveLink(link({ linktype: 'story', anchor: 'top' }))).toEqual({
      href: '#top',
      external: false,
      internal: false,
    });
  });

  it('applies the prefix argument', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'a/b' }), '/pre')?.href).toBe('/pre/a/b/');
    expect(resolveLink(link({ linktype: 'story', cached_url: 'home' }), '/pre')?.href).toBe('/pre/');
    expect(resolveLink(link({ linktype: 'story', cached_url: 'x', anchor: 'y' }), '/pre/')?.href).toBe(
      '/pre/x/#y',
    );
  });

  it('treats an absolute cached_url as external', () => {
    expect(resolveLink(link({ linktype: 'story', cached_url: 'https://example.com/' }))).toEqual({
      href: 'https://example.com/',
      external: true,
      internal: false,
    });
  });
});

describe('resolveLink: asset', () => {
  it('resolves an asset url to an external link', () => {
    expect(resolveLink(link({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/doc.pdf' }))).toEqual({
      href: 'https://a.storyblok.com/f/1/doc.pdf',
      external: true,
      internal: false,
    });
  });

  it('resolves a site-relative asset with the prefix', () => {
    expect(resolveLink(link({ linktype: 'asset', url: '/docs/memoria.pdf' }), '/pre')).toEqual({
      href: '/pre/docs/memoria.pdf',
      external: false,
      internal: true,
    });
  });

  it('returns null for an asset link without a url', () => {
    expect(resolveLink(link({ linktype: 'asset' }))).toBeNull();
  });
});

describe('resolveHref', () => {
  it('leaves mailto: and tel: unchanged and neither internal nor external', () => {
    expect(resolveHref('mailto:a@b.c', '/pre')).toEqual({
      href: 'mailto:a@b.c',
      external: false,
      internal: false,
    });
    expect(resolveHref('tel:+50322000000', '/pre')).toEqual({
      href: 'tel:+50322000000',
      external: false,
      internal: false,
    });
  });

  it('marks absolute urls external', () => {
    expect(resolveHref('https://example.com', '/pre')).toEqual({
      href: 'https://example.com',
      external: true,
      internal: false,
    });
    expect(resolveHref('//cdn.example.com/a.js')).toEqual({
      href: '//cdn.example.com/a.js',
      external: true,
      internal: false,
    });
  });

  it('leaves a bare anchor unchanged', () => {
    expect(resolveHref('#section', '/pre')).toEqual({ href: '#section', external: false, internal: false });
  });

  it('keeps a relative address relative, as Storyblok renders it (issue 34)', () => {
    for (const relative of ['terminos', 'terminos/#x', './terminos', '../tasas/', '?q=1'])
      expect(resolveHref(relative, '/pre'), relative).toEqual({
        href: relative,
        external: false,
        internal: true,
      });
    expect(resolveLink(link({ linktype: 'url', url: 'terminos' }))?.href).toBe('terminos');
  });

  it('prefixes site paths and collapses slashes', () => {
    expect(resolveHref('/a//b/', '/pre')).toEqual({ href: '/pre/a/b/', external: false, internal: true });
    expect(resolveHref('/a/b/')).toEqual({ href: '/a/b/', external: false, internal: true });
  });
});

describe('storyLinkPath', () => {
  it('maps slugs to route paths, home and empty to "/"', () => {
    expect(storyLinkPath('a/b')).toBe('/a/b/');
    expect(storyLinkPath('/a/b/')).toBe('/a/b/');
    expect(storyLinkPath('home')).toBe('/');
    expect(storyLinkPath('')).toBe('/');
  });

  it('ignores a "#fragment" in the target', () => {
    expect(storyLinkPath('a#b')).toBe('/a/');
  });
});

describe('unsafe schemes', () => {
  it('are no links at all, also when disguised', async () => {
    const { resolveHref: resolve, isSafeHref } = await import('./links');
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(resolve(href), href).toBeNull();
      expect(isSafeHref(href), href).toBe(false);
    }
    expect(resolve('https://example.com/')?.external).toBe(true);
    expect(resolve('mailto:a@b.sv')?.href).toBe('mailto:a@b.sv');
    expect(resolve('/x/')?.internal).toBe(true);
  });
});
