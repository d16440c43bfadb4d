/**
 * Every route of docs/behaviour.md §2 is built and served with status 200 and real main content (issue 7).
 * Blog articles and rating-report pages have slugs docs/behaviour.md does not list; they are counted instead.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSite, type RunningSite } from './support/server';

const specRoutes = [
  '/',
  '/banca-personas/tarjetas/',
  '/banca-personas/tarjetas/tarjeta-de-credito-clasica/',
  '/banca-personas/tarjetas/tarjeta-de-credito-oro/',
  '/banca-personas/tarjetas/tarjeta-de-credito-platinum/',
  '/banca-personas/tarjetas-old/',
  '/banca-personas/seguros/',
  '/banca-personas/remesa-azul/',
  '/banca-personas/depositos/',
  '/banca-personas/creditos/',
  '/banca-personas/cuentas/',
  '/banca-personas/promociones-old/',
  '/banca-personas/azul-premier/',
  '/banca-personas/azul-premier-old/',
  '/banca-personas/azul-premier/portafolio-azul-premier/',
  '/banca-personas/azul-premier/blog/',
  '/banca-empresas/portafolio-productos-financieras-y-cooperativas/',
  '/banca-empresas/portafolio-productos-banca-empresas/',
  '/banca-empresas/sostenibilidad/',
  '/banca-empresas/portafolio-mype/',
  '/banca-empresas/gran-empresa/',
  '/banca-empresas/cash-management/',
  '/banca-empresas/banca-institucional/',
  '/banca-empresas/banca-pymeazul/',
  '/medios-digitales/mi-bancazul-web-y-movil/',
  '/medios-digitales/monedazul/',
  '/medios-digitales/banca-en-linea/',
  '/medios-digitales/banca-movil/',
  '/medios-digitales/apps/',
  ...[
    'memoria-anual-de-labores',
    'informe-de-auditores-externos-y-estados-financieros',
    'informes-anuales-de-gestion-integral-de-riesgos',
    'mision-y-vision',
    'nuestra-historia',
    'informe-anual-de-gobierno-corporativo',
    'informe-de-clasificacion-de-riesgos',
    'junta-directiva',
    'informacion-financiera',
    'gobierno-corporativo',
    'contratos',
  ].map((slug) => `/conocenos/${slug}/`),
  '/video/reactivando-el-salvador/',
  '/video/felices-fiestas/',
  ...[
    'resumen-de-quejas-y-reclamos',
    'tasas-y-comisiones',
    'servicio-al-cliente',
    'testimonios-lidera',
    'pago-de-colectores',
    'privacidad-de-datos',
    'preguntas-frecuentes',
    'puntos-corresponsales',
    'oportunidades',
    'lidera-beneficios',
    'lidera',
    'inversionista',
    'fusion-persona-juridica',
    'fusion-persona-natural',
    'fusion',
    'banca-movil-descarga',
    'diplomados',
    'agencias-de-cobro',
    'banca-masiva',
    'activos-extraordinarios',
    'asesorias-lidera',
    'azul-comienzo',
    'agencias',
    'atm',
    '404',
  ].map((slug) => `/${slug}/`),
];

let site: RunningSite;
let siteDir: string;

beforeAll(async () => {
  siteDir = inject('siteDir');
  site = await startSite(siteDir);
});

afterAll(async () => {
  await site?.close();
});

async function pagesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(siteDir, folder), { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => `/${folder}/${e.name}/`);
}

function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the bundled site', () => {
  it.each(specRoutes)('serves %s with content', async (route) => {
    const response = await fetch(site.url(route));
    expect(response.status).toBe(200);
    const text = mainText(await response.text());
    expect(text.length, route).toBeGreaterThan(120);
  });

  it('has the twelve Azul Premier blog articles, each 400–800 words', async () => {
    const articles = await pagesUnder('banca-personas/azul-premier/blog');
    expect(articles).toHaveLength(12);
    for (const article of articles) {
      const html = await (await fetch(site.url(article))).text();
      const words = mainText(html).split(' ').length;
      expect(words, article).toBeGreaterThanOrEqual(400);
      expect(words, article).toBeLessThanOrEqual(1000);
      expect(html, article).toContain('data-identifier');
    }
  });

  it('has a risk-rating page per agency (Global Venture, Zumma Ratings, PCR) for bank and group', async () => {
    const ratings = (await pagesUnder('conocenos')).filter((p) => p.includes('calificacion-de-riesgo'));
    for (const agency of ['global-venture', 'zumma', 'pcr']) {
      expect(
        ratings.filter((p) => p.includes(agency) && p.includes('banco')),
        agency,
      ).toHaveLength(1);
      expect(
        ratings.filter((p) => p.includes(agency) && p.includes('grupo')),
        agency,
      ).toHaveLength(1);
    }
  });
});
