import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { emptyLink, link, multilinkSchema } from './link';

describe('link', () => {
  const schema = link();

  it('uses the current full_slug of a story inlined by resolve_links, not the stale cached_url, and drops the story', () => {
    const stale = {
      id: 'u-1',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'viejo-nombre',
    };
    // resolve_links=story inlines the whole story; resolve_links=url only {name, id, uuid, slug, full_slug, url}.
    const story = {
      id: 1,
      uuid: 'u-1',
      full_slug: 'banca-personas/nuevo-nombre',
      content: { _uid: 'x', component: 'page' },
    };
    const parsed = schema.parse({ ...stale, story });
    expect(parsed.cached_url).toBe('banca-personas/nuevo-nombre');
    expect(parsed).not.toHaveProperty('story');
    expect(
      schema.parse({ ...stale, story: { uuid: 'u-1', slug: 'x', full_slug: 'home', url: 'home' } })
        .cached_url,
    ).toBe('home');
  });

  it('keeps cached_url when the inlined story has no usable full_slug, and for links that are not story links', () => {
    const stale = { id: 'u-1', url: '', linktype: 'story', cached_url: 'viejo' };
    for (const story of [null, 'u-1', { full_slug: '' }, { full_slug: 7 }, {}]) {
      expect(schema.parse({ ...stale, story }).cached_url).toBe('viejo');
    }
    expect(
      schema.parse({
        linktype: 'url',
        url: 'https://a.example',
        cached_url: 'https://a.example',
        story: { full_slug: 'x' },
      }).cached_url,
    ).toBe('https://a.example');
  });

  it('accepts a story multilink', () => {
    expect(
      schema.parse({
        id: '5d898927-8a45-141e-ec6c-6dfc725b6292',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'banca-personas/',
        anchor: 'tarjetas',
        target: '_self',
      }),
    ).toEqual({
      id: '5d898927-8a45-141e-ec6c-6dfc725b6292',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'banca-personas/',
      anchor: 'tarjetas',
      target: '_self',
      email: '',
    });
  });

  it('accepts a url multilink', () => {
    expect(
      schema.parse({
        id: '',
        url: 'https://example.com',
        linktype: 'url',
        cached_url: 'https://example.com',
      }),
    ).toMatchObject({
      linktype: 'url',
      url: 'https://example.com',
      cached_url: 'https://example.com',
      anchor: '',
    });
  });

  it('accepts an email multilink', () => {
    expect(schema.parse({ linktype: 'email', email: 'info@example.com' })).toMatchObject({
      linktype: 'email',
      email: 'info@example.com',
      url: '',
      cached_url: '',
    });
  });

  it('turns a numeric id into a string and null strings into ""', () => {
    expect(
      schema.parse({ id: 17, url: null, cached_url: null, anchor: null, linktype: 'story' }),
    ).toMatchObject({
      id: '17',
      url: '',
      cached_url: '',
      anchor: '',
    });
  });

  it('defaults linktype to story', () => {
    expect(schema.parse({ cached_url: 'a' }).linktype).toBe('story');
  });

  it('turns an empty target into undefined', () => {
    expect(schema.parse({ linktype: 'url', url: 'https://x.y', target: '' }).target).toBeUndefined();
    expect(schema.parse({ linktype: 'url', url: 'https://x.y', target: '_blank' }).target).toBe('_blank');
  });

  it('turns "", null and undefined into the empty story link', () => {
    expect(schema.parse('')).toEqual(emptyLink);
    expect(schema.parse(null)).toEqual(emptyLink);
    expect(schema.parse(undefined)).toEqual(emptyLink);
    expect(emptyLink).toMatchObject({ linktype: 'story', cached_url: '', url: '', email: '', anchor: '' });
  });

  it('rejects an invalid linktype', () => {
    expect(schema.safeParse({ linktype: 'ftp', url: 'ftp://x' }).success).toBe(false);
    const direct = multilinkSchema.safeParse({ linktype: 'ftp' });
    expect(direct.success).toBe(false);
    expect(direct.error?.issues[0]?.path).toEqual(['linktype']);
  });

  it('rejects an invalid target and non-object values', () => {
    expect(schema.safeParse({ linktype: 'url', target: '_top' }).success).toBe(false);
    expect(schema.safeParse('https://example.com').success).toBe(false);
    expect(schema.safeParse(5).success).toBe(false);
  });

  // link() maps undefined to the empty link, but zod 4 makes a key with this schema required inside an
  // object, so a block without the link key (a field added after the content was written) is rejected.
  it('gives the empty link when the key is missing from a block object', () => {
    expect(z.object({ to: link() }).parse({})).toEqual({ to: emptyLink });
  });
});
