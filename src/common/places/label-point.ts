/**
 * Where a region's name is written on the map (issue 40 "a map a visitor can read"): the centroid of the
 * outer ring of its largest polygon, so that an island (La Unión's, in the gulf) does not pull the name
 * into the sea.
 */
import type { MultiPolygon, Polygon, Position } from 'geojson';

export interface LabelPoint {
  lat: number;
  lng: number;
  /** The area of that largest polygon, in square degrees: which name gives way when two would overlap. */
  area: number;
}

/** Twice the signed area and the area-weighted centroid of a ring of [longitude, latitude] points. */
function ringMoments(ring: readonly Position[]): { area2: number; x: number; y: number } {
  let area2 = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0 = 0, y0 = 0] = ring[i] ?? [];
    const [x1 = 0, y1 = 0] = ring[(i + 1) % ring.length] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area2 += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return { area2, x, y };
}

export function labelPoint(geometry: Polygon | MultiPolygon): LabelPoint {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best: { area2: number; x: number; y: number } | undefined;
  for (const [outer] of polygons) {
    if (!outer || outer.length < 3) continue;
    const moments = ringMoments(outer);
    if (!best || Math.abs(moments.area2) > Math.abs(best.area2)) best = moments;
  }
  if (!best || best.area2 === 0) throw new Error('A region to label needs a polygon with an area');
  return { lng: best.x / (3 * best.area2), lat: best.y / (3 * best.area2), area: Math.abs(best.area2) / 2 };
}
