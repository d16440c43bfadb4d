/**
 * Nothing an editor types can hang a build, crash it or publish a false figure (issue 34): a build of the
 * bundled content plus hostile figures (an amount of "1e308", a term of 10⁹ months, hex numbers, a rate key
 * pasted on another page at 99 %, places with half coordinates and overlapping hours, blocks nested 1,000
 * levels deep) ends within a set bound, names every problem by story, `_uid` and field, publishes the good
 * blocks with the rates page's figures, and fails with --strict.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routing } from '../config/site';
import { defaultContentDir } from '../config/project-paths';
import { invalidFieldLine, runBuildCli, storyReport, type CliRun } from '../test/build-cli';

/** A hostile value that hangs a stage makes the build outlast this, and the test fail. */
const buildBoundMs = 180_000;

const slug = 'pruebas/cifras-hostiles';
const pastedSlug = 'a-promocion';
const nestedSlug = 'pruebas/anidada';
const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aviso de muestra.' }] }],
};

const loan = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'simulador_credito',
  producto: `Crédito ${uid}`,
  tasa_nominal: '12',
  monto_minimo: '1000',
  monto_maximo: '25000',
  plazo_minimo: '6',
  plazo_maximo: '36',
  aviso,
  ...fields,
});

const deposit = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'simulador_deposito',
  producto: `Depósito ${uid}`,
  tabla_tasas: 'tasas-pasivas',
  monto_minimo: '1000',
  aviso,
  ...fields,
});

const agency = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'agency',
  title: `Agencia ${uid}`,
  ...fields,
});

const body = [
  loan('sim-bueno', {
    tasa_nominal: '',
    tasa_referencia: 'prestamo-personal-36',
    monto_defecto: '7000',
    plazo_defecto: '36',
  }),
  loan('sim-monto-1e308', { monto_maximo: '1e308' }),
  loan('sim-monto-numero', { monto_maximo: 1e308 }),
  loan('sim-plazo-enorme', { plazo_maximo: 1_000_000_000 }),
  loan('sim-tasa-hex', { tasa_nominal: '0xC' }),
  deposit('sim-dep-1e308', { monto_defecto: '1e308' }),
  {
    _uid: 'buscador',
    component: 'place_finder',
    title: 'Agencias',
    places: [
      agency('lugar-hex', { latitude: '0xD', longitude: '-89.2' }),
      agency('lugar-medio', { latitude: '13.7' }),
      agency('lugar-horas', { hours_monday: '08:00-12:00,10:00-14:00' }),
      { _uid: 'lugar-intruso', component: 'title', title: 'No soy un lugar' },
      agency('lugar-bueno', { latitude: '13.7', longitude: '-89.2' }),
    ],
  },
];

/** [story, _uid, component, field] of each content error the build must name. */
const expectedErrors: [story: string, uid: string, component: string, field: string][] = [
  [slug, 'sim-monto-1e308', 'simulador_credito', 'monto_maximo'],
  [slug, 'sim-monto-numero', 'simulador_credito', 'monto_maximo'],
  [slug, 'sim-plazo-enorme', 'simulador_credito', 'plazo_maximo'],
  [slug, 'sim-tasa-hex', 'simulador_credito', 'tasa_nominal'],
  [slug, 'sim-dep-1e308', 'simulador_deposito', 'monto_defecto'],
  [slug, 'lugar-hex', 'agency', 'latitude'],
  [slug, 'lugar-medio', 'agency', 'longitude'],
  [slug, 'lugar-horas', 'agency', 'hours_monday'],
  [slug, 'buscador', 'place_finder', 'places.3'],
  [pastedSlug, 'fila-pegada', 'fila_tasa', 'clave'],
  [routing.ratesSlug, '0e84ef2d-67b4-5a0f-b61b-e7786b8fcbbb', 'fila_tasa', 'clave'],
  [nestedSlug, 'g100', 'generic_block', 'body.0'],
];

function page(id: number, fullSlug: string, pageBody: unknown[]) {
  return {
    id,
    uuid: `hostile-figures-${id}`,
    name: fullSlug,
    slug: fullSlug.split('/').pop(),
    full_slug: fullSlug,
    content: { _uid: `hostile-figures-page-${id}`, component: 'page', body: pageBody },
  };
}

function nested(levels: number): Record<string, unknown> {
  let inner: Record<string, unknown> = {
    _uid: 'texto-profundo',
    component: 'text',
    text: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Muy adentro.' }] }],
    },
  };
  for (let level = levels; level >= 1; level--)
    inner = { _uid: `g${level}`, component: 'generic_block', body: [inner] };
  return inner;
}

let work: string;
let contentDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'hostile-figures-'));
  contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  const stories = path.join(contentDir, 'stories');
  await mkdir(path.join(stories, 'pruebas'), { recursive: true });
  await writeFile(
    path.join(stories, 'pruebas', 'cifras-hostiles.json'),
    JSON.stringify(page(990501, slug, body)),
  );
  await writeFile(
    path.join(stories, 'pruebas', 'anidada.json'),
    JSON.stringify(page(990502, nestedSlug, [nested(1000)])),
  );
  // Read before the rates page: the copy that once won, and got the rates page's row blamed.
  const pasted = {
    _uid: 'tabla-pegada',
    component: 'tabla_tasas',
    clave: 'promocion',
    filas: [
      {
        _uid: 'fila-pegada',
        component: 'fila_tasa',
        clave: 'prestamo-personal-36',
        producto: 'Promo',
        tasa_nominal: '99',
      },
    ],
  };
  await writeFile(
    path.join(stories, `${pastedSlug}.json`),
    JSON.stringify(page(990503, pastedSlug, [pasted])),
  );
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const build = (outDir: string, args: string[] = []) =>
  runBuildCli(contentDir, outDir, path.join(work, 'cache'), args, buildBoundMs);

describe('a build with hostile figures', () => {
  let result: CliRun;
  let outDir: string;
  let elapsedMs: number;

  beforeAll(async () => {
    outDir = path.join(work, 'out');
    const started = Date.now();
    result = await build(outDir);
    elapsedMs = Date.now() - started;
  }, buildBoundMs + 30_000);

  it(`ends, within ${buildBoundMs / 1000} s, with exit code 0`, () => {
    expect(result.stderr).not.toContain('Maximum call stack');
    expect(result.code, result.stderr).toBe(0);
    expect(elapsedMs).toBeLessThan(buildBoundMs);
  });

  it('names each problem by story, _uid and field', () => {
    for (const [story, uid, component, field] of expectedErrors) {
      const report = storyReport(result.stdout, story);
      expect(report.startsWith(`  ${story}\n`), story).toBe(true);
      expect(report, `${story} ${uid} ${field}`).toContain(invalidFieldLine(uid, component, field));
    }
  });

  it("publishes the good blocks with the rates page's rate, and no false figure", async () => {
    const html = await readFile(path.join(outDir, slug, 'index.html'), 'utf8');
    expect(html).toContain('Crédito sim-bueno');
    // US$7,000.00 at the rates page's 12.00 % for 36 months.
    expect(html).toContain('US$232.50');
    expect(html).toContain('12.00%');
    expect(html).not.toContain('99.00%');
    expect(html).not.toMatch(/Infinity|NaN/);
    expect(html).toContain('Agencia lugar-bueno');
    for (const [, uid] of expectedErrors.filter(
      ([story, , component]) => story === slug && component !== 'place_finder',
    ))
      expect(html, uid).not.toContain(uid);
    expect(html).not.toContain('No soy un lugar');
  });

  it('publishes the deeply nested page without what is nested too deep', async () => {
    const html = await readFile(path.join(outDir, nestedSlug, 'index.html'), 'utf8');
    expect(html).not.toContain('Muy adentro.');
  });

  it('fails with --strict, naming both copies of the rate key', async () => {
    const strict = await build(path.join(work, 'out-strict'), ['--strict']);
    expect(strict.code).not.toBe(0);
    const output = strict.stdout + strict.stderr;
    expect(output).toContain('[invalid_field] _uid fila-pegada (fila_tasa) field "clave": ');
    expect(output).toContain(
      '[invalid_field] _uid 0e84ef2d-67b4-5a0f-b61b-e7786b8fcbbb (fila_tasa) field "clave": ',
    );
  });
});
