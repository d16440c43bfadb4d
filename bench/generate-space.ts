/**
 * Generates a synthetic Storyblok space for the build benchmark (issue 10): the bundled stories (home, global,
 * 404 and every page, so menus and links resolve) plus `count` generated pages. Each generated page reuses a
 * bundled page's blocks, mixed with sections of a second page, so block types, rich text, images and links
 * occur in the proportions the real site has. A seeded random source makes every run the same space.
 *
 *   tsx bench/generate-space.ts <count> <folder>
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultContentDir } from '../src/config/project-paths';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface StoryFile {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  is_startpage: boolean;
  content: { [key: string]: Json };
  [key: string]: Json;
}

/** mulberry32: small, fast and seeded, so the generated space is the same on every machine. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Blocks whose `clave` defines a rate key; every other block's `clave` (a `product_rate`'s) refers to one. */
const rateKeyDefinitions = new Set(['fila_tasa', 'tabla_tasas']);

/**
 * A deep copy with fresh block `_uid`s: Storyblok gives every block instance its own. A rates table's or
 * row's `clave` must be unique in the space too (docs/behaviour.md "Simulators"), so a copied one gets its block's
 * new `_uid` as a suffix; simulators and product rates keep referring to the bundled rates page's keys (renaming
 * a `product_rate`'s reference made it point at no row: 476 content errors at 10,000 pages).
 */
function withFreshUids(value: Json, next: () => string): Json {
  if (Array.isArray(value)) return value.map((item) => withFreshUids(item, next));
  if (value === null || typeof value !== 'object') return value;
  const copy: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value))
    copy[key] = key === '_uid' ? next() : withFreshUids(child, next);
  const definesKey = typeof copy.component === 'string' && rateKeyDefinitions.has(copy.component);
  if (definesKey && typeof copy.clave === 'string' && copy.clave && typeof copy._uid === 'string')
    copy.clave = `${copy.clave}-${copy._uid}`;
  return copy;
}

async function readStories(dir: string): Promise<StoryFile[]> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as StoryFile),
  );
}

const topics = [
  'ahorro',
  'credito',
  'tarjeta',
  'seguro',
  'remesa',
  'inversion',
  'empresa',
  'pyme',
  'hogar',
  'auto',
];

export async function generateSpace(
  count: number,
  outDir: string,
  contentDir = defaultContentDir,
): Promise<void> {
  const stories = await readStories(path.join(contentDir, 'stories'));
  // Pages with a body of blocks; home, global and 404 are special stories and stay single.
  const templates = stories.filter(
    (s) => Array.isArray(s.content.body) && !['home', 'global', '404'].includes(s.full_slug),
  );
  const random = seeded(count);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let uid = 0;
  const nextUid = () => `gen-${(uid++).toString(36).padStart(8, '0')}`;

  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'stories'), { recursive: true });
  await cp(path.join(contentDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
  await Promise.all(
    stories.map((s) => writeFile(path.join(outDir, 'stories', `bundled-${s.id}.json`), JSON.stringify(s))),
  );

  const batch: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const base = pick(templates);
    const other = pick(templates);
    const body = [...(base.content.body as Json[])];
    // Up to two sections of another page, so pages are not plain copies of one another.
    const extra = (other.content.body as Json[]).slice(0, 1 + Math.floor(random() * 2));
    body.splice(Math.floor(random() * (body.length + 1)), 0, ...extra);
    const topic = pick(topics);
    const slug = `${topic}-${i}`;
    const story: StoryFile = {
      ...base,
      id: 900_000_000 + i,
      uuid: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
      name: `${base.name} ${i}`,
      slug,
      full_slug: `generado/${topic}/grupo-${Math.floor(i / 100)}/${slug}`,
      is_startpage: false,
      content: withFreshUids({ ...base.content, body }, nextUid) as StoryFile['content'],
    };
    batch.push(writeFile(path.join(outDir, 'stories', `generated-${i}.json`), JSON.stringify(story)));
    if (batch.length >= 200) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [countArg, outArg] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 0 || !outArg) {
    console.error('usage: tsx bench/generate-space.ts <count> <folder>');
    process.exit(1);
  }
  await generateSpace(count, path.resolve(outArg));
  console.log(`Wrote ${count} generated stories (and the bundled ones) into ${outArg}`);
}
