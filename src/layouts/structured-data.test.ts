import { describe, expect, it } from 'vitest';
import type { Blok } from '../content/blok';
import type { PageData } from '../content/page-data-types';
import type { Story } from '../content/story';
import { seo } from '../config/seo';
import { pageHead } from './page-head';
import { pageImage } from './page-image';
import { structuredData } from './structured-data';

const siteUrl = 'https://banco.example';

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

const text = (uid: string, ...paragraphs: string[]): Blok => ({
  _uid: uid,
  component: 'text',
  text: doc(...paragraphs),
});

function page(path: string, body: Blok[], title = 'Página'): PageData {
  const content: Blok = { _uid: 'root', component: 'page', header: [], body };
  return { path, title, description: '', story: { content } as Story };
}

const question = (uid: string, q: string, body: Blok[]): Blok => ({
  _uid: uid,
  component: 'question',
  id: uid,
  question: q,
  body,
});

describe('structuredData', () => {
  it("home: the bank as BankOrCreditUnion, with the global story's logo, phone and email", () => {
    const global: Blok = {
      _uid: 'g',
      component: 'global',
      logo: [{ _uid: 'l', component: 'site_logo', image: { filename: 'logo.svg', alt: '' } }],
      contact_phone: '+503 2555-0100',
      contact_email: 'servicioalcliente@bancoazul.example',
    };
    const [bank, ...rest] = structuredData(page('/', []), global, siteUrl);
    expect(rest).toEqual([]);
    expect(bank).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BankOrCreditUnion',
      name: 'Banco Azul',
      url: 'https://banco.example/',
      logo: 'https://banco.example/content-images/images/logo.svg',
      telephone: '+503 2555-0100',
      email: 'servicioalcliente@bancoazul.example',
      address: { '@type': 'PostalAddress', addressLocality: 'San Salvador', addressCountry: 'SV' },
    });
    expect(bank).not.toHaveProperty('sameAs');
    // No global story: the favicon stands in for the logo, and no contact data is made up.
    const bare = structuredData(page('/', []), null, siteUrl)[0];
    expect(bare?.logo).toBe('https://banco.example/favicon.svg');
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('email');
  });

  it('FAQ page: FAQPage from its question blocks, answers as plain text, nested lists included', () => {
    const faq = page('/preguntas-frecuentes/', [
      text('intro', 'Tocá una pregunta.'),
      {
        _uid: 'list',
        component: 'faq_list',
        questions: [
          question('q1', '¿Qué necesito?', [
            text('a1', 'Tu DUI <vigente>.', 'Y un   comprobante.'),
            { _uid: 'b', component: 'button', text: 'Ver cuentas' },
          ]),
          question('q2', 'Sin respuesta', []),
        ],
      },
      question('q3', '¿Horario?', [text('a3', 'De 8 a 5.')]),
    ]);
    expect(structuredData(faq, null, siteUrl)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: '¿Qué necesito?',
            acceptedAnswer: { '@type': 'Answer', text: 'Tu DUI <vigente>.\nY un comprobante.' },
          },
          {
            '@type': 'Question',
            name: '¿Horario?',
            acceptedAnswer: { '@type': 'Answer', text: 'De 8 a 5.' },
          },
        ],
      },
    ]);
  });

  it('other pages carry none, even with questions; an FAQ page without questions carries none', () => {
    expect(structuredData(page('/atm/', [question('q', '¿A?', [text('a', 'B.')])]), null, siteUrl)).toEqual(
      [],
    );
    expect(structuredData(page('/preguntas-frecuentes/', []), null, siteUrl)).toEqual([]);
  });
});

describe('pageImage and pageHead', () => {
  const image = (uid: string, filename: string): Blok => ({
    _uid: uid,
    component: 'image',
    image: { filename, alt: '' },
  });

  it("prefers the first raster image, else the site's raster default (networks do not show SVG)", () => {
    const content = (...bloks: Blok[]): Blok => ({ _uid: 'r', component: 'page', body: bloks });
    expect(pageImage(content(image('a', 'a.svg'), image('b', 'b.png')))).toBe('/content-images/images/b.png');
    expect(pageImage(content(image('a', 'a.svg')))).toBe(seo.defaultImage);
    expect(
      pageImage(content({ _uid: 'd', component: 'document', document: { filename: 'x.pdf', alt: '' } })),
    ).toBe(seo.defaultImage);
    expect(seo.defaultImage).toMatch(/\.jpg$/);
  });

  it('gives the path, the social title (the brand on home) and the image', () => {
    const head = pageHead(
      page('/atm/', [image('a', 'https://a.storyblok.com/f/1/800x400/x.jpg')], 'Cajeros'),
    );
    expect(head).toMatchObject({
      title: 'Cajeros - Banco Azul',
      path: '/atm/',
      socialTitle: 'Cajeros',
      image: 'https://a.storyblok.com/f/1/800x400/x.jpg',
    });
    expect(pageHead(page('/', [], 'Inicio')).socialTitle).toBe('Banco Azul');
  });
});
