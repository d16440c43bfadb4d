/**
 * Simulators with bad figures (issue 19, docs/behaviour.md §2.25, §5.4): each problem is a content error
 * naming story, `_uid` and field, in what the build reads and in its report; the build without --strict
 * publishes the page without the faulty simulators (the good one shows the rates page's rate), and a strict
 * build fails.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { invalidFieldLine, runBuildCli, storyReport } from '../test/build-cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource } from '../content/file-source';
import { loadContent } from '../content/load/load-content';
import { defaultContentDir } from '../config/project-paths';

const slug = 'simuladores-con-errores';
const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aviso de muestra.' }] }],
};

const loan = (uid: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'simulador_credito',
  producto: `Crédito ${uid}`,
  tasa_nominal: '12',
  monto_minimo: '1000',
  monto_maximo: '25000',
  plazo_minimo: '6',
  plazo_maximo: '36',
  monto_defecto: '10000',
  plazo_defecto: '36',
  aviso,
  ...fields,
});

const deposit = (uid: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'simulador_deposito',
  producto: `Depósito ${uid}`,
  tabla_tasas: 'tasas-pasivas',
  monto_minimo: '1000',
  monto_defecto: '5000',
  aviso,
  ...fields,
});

const body = [
  loan('sim-ok', { tasa_nominal: '', tasa_referencia: 'prestamo-personal-36', monto_defecto: '7000' }),
  loan('sim-rate', { tasa_nominal: '120' }),
  loan('sim-min-max', { monto_minimo: '30000' }),
  loan('sim-term-min-max', { plazo_minimo: '48' }),
  loan('sim-default', { monto_defecto: '500' }),
  loan('sim-term-default', { plazo_defecto: '60' }),
  loan('sim-no-aviso', { aviso: '' }),
  loan('sim-ref', { tasa_nominal: '', tasa_referencia: 'no-existe' }),
  deposit('sim-dep-rate', { retencion_renta: '150' }),
  deposit('sim-dep-default', { monto_defecto: '10' }),
  deposit('sim-dep-term', { plazo_defecto: '45' }),
  deposit('sim-dep-no-aviso', { aviso: { type: 'doc', content: [] } }),
  {
    _uid: 'sim-table',
    component: 'tabla_tasas',
    clave: 'tasas-de-prueba',
    columna_detalle: 'Detalle',
    filas: [
      {
        _uid: 'sim-row-rate',
        component: 'fila_tasa',
        clave: 'fila-mala',
        producto: 'Mala',
        tasa_nominal: '101',
      },
    ],
  },
];

/** [_uid, component, field] of each content error the story must produce. */
const expectedErrors: [uid: string, component: string, field: string][] = [
  ['sim-rate', 'simulador_credito', 'tasa_nominal'],
  ['sim-min-max', 'simulador_credito', 'monto_minimo'],
  ['sim-term-min-max', 'simulador_credito', 'plazo_minimo'],
  ['sim-default', 'simulador_credito', 'monto_defecto'],
  ['sim-term-default', 'simulador_credito', 'plazo_defecto'],
  ['sim-no-aviso', 'simulador_credito', 'aviso'],
  ['sim-ref', 'simulador_credito', 'tasa_referencia'],
  ['sim-dep-rate', 'simulador_deposito', 'retencion_renta'],
  ['sim-dep-default', 'simulador_deposito', 'monto_defecto'],
  ['sim-dep-term', 'simulador_deposito', 'plazo_defecto'],
  ['sim-dep-no-aviso', 'simulador_deposito', 'aviso'],
  ['sim-row-rate', 'fila_tasa', 'tasa_nominal'],
];

let work: string;
let contentDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'simulator-content-'));
  contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  const story = {
    id: 990400,
    uuid: 'simulator-content',
    name: 'Simuladores con errores',
    slug,
    full_slug: slug,
    content: { _uid: 'simulator-content-page', component: 'page', body },
  };
  await mkdir(path.join(contentDir, 'stories', 'pruebas'), { recursive: true });
  await writeFile(path.join(contentDir, 'stories', 'pruebas', 'simuladores.json'), JSON.stringify(story));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('simulators with bad figures, as read', () => {
  it('are content errors naming story, _uid and field, and only these', async () => {
    const content = await loadContent(new FileSource(contentDir));
    const rows = content.errors.map((e) => [e.code, e.severity, e.story, e.uid, e.component, e.field]);
    expect(rows.sort()).toEqual(
      expectedErrors
        .map(([uid, component, field]) => ['invalid_field', 'error', slug, uid, component, field])
        .sort(),
    );
  });
});

const build = (outDir: string, args: string[] = []) =>
  runBuildCli(contentDir, outDir, path.join(work, 'cache'), args);

describe('a build with simulators with bad figures', () => {
  let result: { code: number; stdout: string; stderr: string };
  let outDir: string;

  beforeAll(async () => {
    outDir = path.join(work, 'out');
    result = await build(outDir);
  });

  it('reports each error by story, _uid and field', () => {
    expect(result.code).toBe(0);
    const report = storyReport(result.stdout, slug);
    expect(report.startsWith(`  ${slug}\n`)).toBe(true);
    for (const [uid, component, field] of expectedErrors) {
      expect(report, `${uid} ${field}`).toContain(invalidFieldLine(uid, component, field));
    }
  });

  it('publishes the page with the good simulator, at the rates page rate, and without the faulty ones', async () => {
    const html = await readFile(path.join(outDir, slug, 'index.html'), 'utf8');
    expect(html).toContain('Crédito sim-ok');
    // US$7,000.00 at the rates page's 12.00 % for 36 months.
    expect(html).toContain('US$232.50');
    expect(html).toContain('12.00%');
    for (const [uid] of expectedErrors.filter(([, component]) => component !== 'fila_tasa'))
      expect(html, uid).not.toContain(uid);
    expect(html).not.toContain('Mala');
  });

  it('fails with --strict', async () => {
    const strict = await build(path.join(work, 'out-strict'), ['--strict']);
    expect(strict.code).not.toBe(0);
    expect(strict.stdout + strict.stderr).toContain(
      '[invalid_field] _uid sim-rate (simulador_credito) field "tasa_nominal": ',
    );
  });
});
