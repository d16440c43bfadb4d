import { describe, expect, it } from 'vitest';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import departmentOutlines from './el-salvador-departments.json';
import { labelPoint } from './label-point';

const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('labelPoint', () => {
  it('is the centre of a square, whichever way its ring turns', () => {
    const centre = { lng: 1, lat: 1, area: 4 };
    expect(labelPoint({ type: 'Polygon', coordinates: [square(0, 0, 2)] })).toEqual(centre);
    expect(labelPoint({ type: 'Polygon', coordinates: [square(0, 0, 2).reverse()] })).toEqual(centre);
  });

  it('weighs an L shape by its area, not by its corners', () => {
    // Three unit cells, centred at (0.5, 0.5), (1.5, 0.5) and (0.5, 1.5): their mean, not the corners' mean.
    const l = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
      [0, 0],
    ];
    const point = labelPoint({ type: 'Polygon', coordinates: [l] });
    expect(point.lng).toBeCloseTo(2.5 / 3);
    expect(point.lat).toBeCloseTo(2.5 / 3);
  });

  it('takes the largest polygon of several: an island does not pull the name into the sea', () => {
    const geometry: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[square(10, 10, 0.1)], [square(0, 0, 4)]],
    };
    expect(labelPoint(geometry)).toEqual({ lng: 2, lat: 2, area: 16 });
  });

  it('refuses a shape with no area, naming what it needs', () => {
    expect(() =>
      labelPoint({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    ).toThrow('A region to label needs a polygon with an area');
  });

  it("puts each of the fourteen departments' names inside El Salvador", () => {
    const outlines = departmentOutlines as FeatureCollection;
    expect(outlines.features).toHaveLength(14);
    for (const feature of outlines.features) {
      const point = labelPoint(feature.geometry as MultiPolygon);
      expect(point.lat).toBeGreaterThan(13.1);
      expect(point.lat).toBeLessThan(14.5);
      expect(point.lng).toBeGreaterThan(-90.2);
      expect(point.lng).toBeLessThan(-87.6);
    }
  });
});
