import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, sortByDistance, type Coordinates } from './distance';

const sanSalvador: Coordinates = { latitude: 13.6929, longitude: -89.2182 };
const sanMiguel: Coordinates = { latitude: 13.4833, longitude: -88.1833 };
const santaAna: Coordinates = { latitude: 13.9942, longitude: -89.5597 };

describe('distanceKm', () => {
  it('matches known great-circle distances', () => {
    // Paris–London, a textbook haversine example: about 343.5 km.
    expect(
      distanceKm({ latitude: 48.8566, longitude: 2.3522 }, { latitude: 51.5074, longitude: -0.1278 }),
    ).toBeCloseTo(343.6, 0);
    // San Salvador–San Miguel is about 114 km in a straight line; San Salvador–Santa Ana about 50 km.
    expect(distanceKm(sanSalvador, sanMiguel)).toBeGreaterThan(110);
    expect(distanceKm(sanSalvador, sanMiguel)).toBeLessThan(118);
    expect(distanceKm(sanSalvador, santaAna)).toBeGreaterThan(47);
    expect(distanceKm(sanSalvador, santaAna)).toBeLessThan(53);
    expect(distanceKm(sanSalvador, sanSalvador)).toBe(0);
  });
});

describe('sortByDistance', () => {
  const places = [
    { name: 'San Miguel', at: sanMiguel },
    { name: 'Sin coordenadas', at: null },
    { name: 'Santa Ana', at: santaAna },
    { name: 'San Salvador', at: sanSalvador },
  ];

  it('puts the nearest first and places without coordinates last', () => {
    const fromSoyapango = sortByDistance(places, { latitude: 13.7016, longitude: -89.149 }, (p) => p.at);
    expect(fromSoyapango.map((s) => s.item.name)).toEqual([
      'San Salvador',
      'Santa Ana',
      'San Miguel',
      'Sin coordenadas',
    ]);
    expect(fromSoyapango[3]?.km).toBeUndefined();
    const fromUsulutan = sortByDistance(places, { latitude: 13.35, longitude: -88.45 }, (p) => p.at);
    expect(fromUsulutan.map((s) => s.item.name)).toEqual([
      'San Miguel',
      'San Salvador',
      'Santa Ana',
      'Sin coordenadas',
    ]);
  });
});

describe('formatDistance', () => {
  it('writes metres below a kilometre and one decimal (a point, as in El Salvador) above', () => {
    expect(formatDistance(0.004)).toBe('a 10 m');
    expect(formatDistance(0.846)).toBe('a 850 m');
    expect(formatDistance(1.23)).toBe('a 1.2 km');
    expect(formatDistance(114.4)).toBe('a 114 km');
  });
});
