import { describe, expect, it } from 'vitest';
import { placeOf, type Place } from './place';
import { arrangePlaces, noFilter, searchable } from './place-filter';
import { testPlaces } from './place-test-data';

const places = testPlaces.flatMap((b) => placeOf(b) ?? []);
const uids = (shown: { place: Place }[]) => shown.map((s) => s.place.uid);
/** Monday 2026-11-23, 10:00 in El Salvador. */
const mondayMorning = new Date('2026-11-23T10:00:00-06:00');
/** Sunday 2026-11-29, 10:00 in El Salvador. */
const sundayMorning = new Date('2026-11-29T10:00:00-06:00');

describe('arrangePlaces', () => {
  it('keeps every place in the content order without filters', () => {
    expect(uids(arrangePlaces(places, noFilter, mondayMorning, null))).toEqual([
      'escalon',
      'san-miguel',
      'gran-via',
      'antigua',
    ]);
  });

  it('filters by name or address, ignoring case and accents', () => {
    expect(uids(arrangePlaces(places, { ...noFilter, text: 'ESCALON' }, mondayMorning, null))).toEqual([
      'escalon',
    ]);
    expect(uids(arrangePlaces(places, { ...noFilter, text: 'roosevelt' }, mondayMorning, null))).toEqual([
      'san-miguel',
    ]);
    expect(
      uids(arrangePlaces(places, { ...noFilter, text: 'obispo  marroquín' }, mondayMorning, null)),
    ).toEqual(['antigua']);
    expect(searchable('  Antiguo  Cuscatlán ')).toBe('antiguo cuscatlan');
  });

  it('combines department, service and open-now', () => {
    const open = { ...noFilter, openNow: true };
    expect(uids(arrangePlaces(places, open, mondayMorning, null))).toEqual([
      'escalon',
      'san-miguel',
      'gran-via',
    ]);
    expect(uids(arrangePlaces(places, open, sundayMorning, null))).toEqual(['gran-via']);
    expect(uids(arrangePlaces(places, { ...open, service: 'depositos' }, mondayMorning, null))).toEqual([
      'escalon',
      'san-miguel',
    ]);
    expect(
      uids(
        arrangePlaces(
          places,
          { ...open, service: 'depositos', department: 'san_miguel' },
          mondayMorning,
          null,
        ),
      ),
    ).toEqual(['san-miguel']);
    expect(uids(arrangePlaces(places, { ...open, service: 'depositos' }, sundayMorning, null))).toEqual([]);
  });

  it('sorts by distance from the visitor, places without coordinates last', () => {
    const inSanMiguel = { latitude: 13.48, longitude: -88.18 };
    const shown = arrangePlaces(places, noFilter, mondayMorning, inSanMiguel);
    expect(uids(shown)).toEqual(['san-miguel', 'escalon', 'gran-via', 'antigua']);
    expect(shown[0]?.km).toBeLessThan(1);
    expect(shown[3]?.km).toBeUndefined();
  });
});
