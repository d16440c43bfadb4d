import { describe, expect, it } from 'vitest';
import type { Blok } from '../content/blok';
import { agencyBlock, atmBlock } from '../content/schemas/blocks/domain';
import { placesJsonLd } from './place-structured-data';

const location = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Paseo General Escalón, San Salvador.' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Lunes a viernes de 9:00 a 17:00.' }] },
  ],
};

const agency = agencyBlock.schema.parse({
  _uid: 'a1',
  component: 'agency',
  title: 'Agencia Escalón',
  location,
  telephone: '+503 2555-0110',
  latitude: '13.7024',
  longitude: '-89.2386',
  department: 'san_salvador',
  municipality: 'San Salvador',
  hours_monday: '09:00-17:00',
  hours_tuesday: '09:00-17:00',
  hours_saturday: '09:00-12:00',
}) as unknown as Blok;

const atm = atmBlock.schema.parse({
  _uid: 't1',
  component: 'atm',
  title: 'Cajero Azul Metrocentro',
  location,
  hours_sunday: '00:00-24:00',
}) as unknown as Blok;

describe('placesJsonLd', () => {
  it('describes agencies as BankOrCreditUnion and ATMs as AutomatedTeller, with geo and opening hours', () => {
    const content: Blok = {
      _uid: 'root',
      component: 'page',
      body: [{ _uid: 'f', component: 'place_finder', places: [agency, atm] }],
    };
    const data = placesJsonLd(content, 'https://banco.example/agencias/');
    expect(data?.['@context']).toBe('https://schema.org');
    const [bank, teller, ...rest] = data?.['@graph'] as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(bank).toEqual({
      '@type': 'BankOrCreditUnion',
      name: 'Agencia Escalón',
      url: 'https://banco.example/agencias/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Paseo General Escalón, San Salvador.',
        addressLocality: 'San Salvador',
        addressRegion: 'San Salvador',
        addressCountry: 'SV',
      },
      telephone: '+503 2555-0110',
      geo: { '@type': 'GeoCoordinates', latitude: 13.7024, longitude: -89.2386 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday'],
          opens: '09:00',
          closes: '17:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
      ],
      parentOrganization: { '@type': 'BankOrCreditUnion', name: 'Banco Azul' },
    });
    expect(teller).toMatchObject({
      '@type': 'AutomatedTeller',
      name: 'Cajero Azul Metrocentro',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00', closes: '23:59' },
      ],
    });
    expect(teller).not.toHaveProperty('geo');
    expect(teller).not.toHaveProperty('telephone');
  });

  it('takes the street from the first line of the location, where a line break ends it as a paragraph would', () => {
    const withBreak = atmBlock.schema.parse({
      _uid: 't2',
      component: 'atm',
      title: 'Cajero Azul Plaza Mundo',
      location: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Centro Comercial Plaza Mundo, Soyapango.' },
              { type: 'hard_break' },
              { type: 'text', text: 'Horario del centro comercial.' },
            ],
          },
        ],
      },
    }) as unknown as Blok;
    const content: Blok = { _uid: 'root', component: 'page', body: [withBreak] };
    const [teller] = placesJsonLd(content, 'https://banco.example/atm/')?.['@graph'] as Record<
      string,
      unknown
    >[];
    expect(teller).toMatchObject({ address: { streetAddress: 'Centro Comercial Plaza Mundo, Soyapango.' } });
  });

  it('is null for a page without places', () => {
    expect(placesJsonLd({ _uid: 'root', component: 'page', body: [] }, 'https://banco.example/')).toBeNull();
  });
});
