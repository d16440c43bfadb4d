import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../content-error';
import { normalizeStory } from '../../normalize';
import { agencyBlock, atmBlock } from './domain';

const agency = (fields: Record<string, unknown>) =>
  agencyBlock.schema.parse({ _uid: 'a1', component: 'agency', title: 'Agencia', ...fields });

/** Normalises a page holding `places` in a finder; returns the errors and the uids of the places kept. */
function read(places: Record<string, unknown>[]) {
  const errors: ContentError[] = [];
  const story = normalizeStory(
    {
      origin: 'agencias.json',
      data: {
        id: 1,
        uuid: 'x',
        name: 'Agencias',
        slug: 'agencias',
        full_slug: 'agencias',
        content: {
          _uid: 'root',
          component: 'page',
          body: [{ _uid: 'finder', component: 'place_finder', title: 'Agencias', places }],
        },
      },
    },
    errors,
  );
  const finder = (story?.content.body as { places: { _uid: string }[] }[])[0];
  return { errors, kept: finder?.places.map((p) => p._uid) };
}

describe('place fields of agencies and ATMs', () => {
  it('are all optional: a place written before them reads as before, with empty values', () => {
    const blok = agency({});
    expect([blok.latitude, blok.longitude, blok.department]).toEqual([undefined, undefined, undefined]);
    expect(blok.municipality).toBe('');
    expect(blok.services).toEqual([]);
    expect(blok.hours_monday).toEqual([]);
    expect(blok.holiday_note).toBe('');
  });

  it('reads Storyblok number strings, option values, hours and services', () => {
    const blok = atmBlock.schema.parse({
      _uid: 't1',
      component: 'atm',
      latitude: '13.7055',
      longitude: -89.2127,
      department: 'san_salvador',
      municipality: 'San Salvador',
      hours_monday: '08:00-12:00, 13:00-17:00',
      hours_sunday: 'cerrado',
      services: ['retiros', 'abierto_24_horas', 'retiros'],
    });
    expect(blok).toMatchObject({ latitude: 13.7055, longitude: -89.2127, department: 'san_salvador' });
    expect(blok.hours_monday).toEqual([
      { opens: 480, closes: 720 },
      { opens: 780, closes: 1020 },
    ]);
    expect(blok.hours_sunday).toEqual([]);
    expect(blok.services).toEqual(['retiros', 'abierto_24_horas']);
  });

  it.each([
    [{ latitude: '-90.5' }, 'latitude', /between -90 and 90/],
    [{ longitude: '181' }, 'longitude', /between -180 and 180/],
    [{ latitude: 'norte' }, 'latitude', /expected a number/],
    [{ hours_friday: '9 a 5' }, 'hours_friday', /expected hours like "08:00-17:00"/],
    [{ hours_saturday: '12:00-08:00' }, 'hours_saturday', /closing time must come after/],
    [{ services: ['retiros', 'cafeteria'] }, 'services.1', /./],
    [{ department: 'guatemala' }, 'department', /./],
    [{ latitude: '0xD', longitude: '-89.2' }, 'latitude', /expected a number, found "0xD"/],
    [{ latitude: '13.7' }, 'longitude', /coordinates come in pairs/],
    [{ longitude: '-89.2' }, 'latitude', /coordinates come in pairs/],
    [
      { hours_monday: '08:00-12:00,10:00-14:00' },
      'hours_monday',
      /the hours 08:00-12:00 and 10:00-14:00 overlap/,
    ],
    [{ hours_tuesday: '08:00-12:00, 08:00-12:00' }, 'hours_tuesday', /overlap/],
  ])('reports %o by story, _uid and field, and leaves the place out', (fields, field, message) => {
    const { errors, kept } = read([
      { _uid: 'bad', component: 'agency', title: 'Mala', ...fields },
      { _uid: 'good', component: 'atm', title: 'Buena', latitude: '13.7', longitude: '-89.2' },
    ]);
    expect(errors.map((e) => [e.code, e.story, e.uid, e.field])).toEqual([
      ['invalid_field', 'agencias', 'bad', field],
    ]);
    expect(errors[0]?.message).toMatch(message);
    expect(kept).toEqual(['good']);
  });
});

describe('the blocks of a finder (issue 34)', () => {
  it('reports a block that is not a place inside "places", naming the finder and the field, and leaves it out', () => {
    const { errors, kept } = read([
      { _uid: 'stray', component: 'text', text: { type: 'doc', content: [] } },
      { _uid: 'good', component: 'atm', title: 'Buena' },
    ]);
    expect(errors.map((e) => [e.code, e.story, e.uid, e.component, e.field])).toEqual([
      ['invalid_field', 'agencias', 'finder', 'place_finder', 'places.0'],
    ]);
    expect(errors[0]?.message).toBe('A "text" block (stray) cannot be in "places"');
    expect(kept).toEqual(['good']);
  });
});
