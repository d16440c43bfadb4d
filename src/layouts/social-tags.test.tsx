import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HeadTags } from './page-head';
import { SocialTags } from './social-tags';

const head = (over: Partial<HeadTags> = {}): HeadTags => ({
  title: 'Cajeros - Banco Azul',
  description: 'Ubicaciones de cajeros',
  path: '/atm/',
  socialTitle: 'Cajeros',
  image: '',
  ...over,
});

const render = (tags: HeadTags) =>
  renderToStaticMarkup(<SocialTags head={tags} siteUrl="https://banco.example" />);

describe('SocialTags', () => {
  it('writes the canonical URL, Open Graph and Twitter tags with absolute URLs', () => {
    expect(render(head({ image: '/content-images/images/atm.png' }))).toBe(
      [
        '<link rel="canonical" href="https://banco.example/atm/"/>',
        '<meta property="og:type" content="website"/>',
        '<meta property="og:site_name" content="Banco Azul"/>',
        '<meta property="og:locale" content="es_SV"/>',
        '<meta property="og:title" content="Cajeros"/>',
        '<meta property="og:description" content="Ubicaciones de cajeros"/>',
        '<meta property="og:url" content="https://banco.example/atm/"/>',
        '<meta property="og:image" content="https://banco.example/content-images/images/atm.png"/>',
        '<meta name="twitter:card" content="summary_large_image"/>',
        '<meta name="twitter:title" content="Cajeros"/>',
        '<meta name="twitter:description" content="Ubicaciones de cajeros"/>',
      ].join(''),
    );
  });

  it('has no og:image without an image, and marks only the not-found page and retired pages noindex', () => {
    expect(render(head())).not.toContain('og:image');
    expect(render(head())).not.toContain('robots');
    expect(render(head({ path: '/404/' }))).toContain('<meta name="robots" content="noindex"/>');
    expect(render(head({ path: '/banca-personas/tarjetas-old/' }))).toContain(
      '<meta name="robots" content="noindex"/>',
    );
    expect(render(head({ path: '/banca-personas/tarjetas-oro/' }))).not.toContain('robots');
  });
});
