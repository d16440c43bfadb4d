import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../config/project-paths';
import { FileSource } from '../file-source';
import { normalizeStories } from '../normalize';
import type { Story } from '../story';
import { findAdvertisedTermMismatches } from './advertised-terms';

const row = (days: number, rate: number, segmento = '') => ({
  _uid: `r-${segmento}${days}`,
  component: 'fila_tasa',
  clave: `d${days}`,
  producto: 'Depósito',
  plazo_dias: days,
  tasa_nominal: rate,
  segmento,
});
const rates: Story = {
  full_slug: 'tasas-y-comisiones',
  content: {
    _uid: 'rates',
    component: 'page',
    body: [
      {
        _uid: 't',
        component: 'tabla_tasas',
        filas: [
          row(30, 3.25),
          row(90, 3.75),
          row(180, 4.5),
          row(360, 5.25),
          row(90, 3.9, 'Premier'),
          row(180, 4.5, 'Premier'),
          row(360, 5.35, 'Premier'),
        ],
      },
    ],
  },
} as unknown as Story;
const page = (slug: string, text: string): Story =>
  ({
    full_slug: slug,
    content: {
      _uid: 'page',
      component: 'page',
      body: [{ _uid: 'card-1', component: 'card', subtitle: text }],
    },
  }) as unknown as Story;

describe('advertised deposit terms', () => {
  it("names a range the segment's rows do not offer, on a page whose address names the segment", () => {
    const [problem, ...more] = findAdvertisedTermMismatches([
      rates,
      page('banca-personas/azul-premier', 'Depósitos a plazo de 30 a 360 días.'),
    ]);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ story: 'banca-personas/azul-premier', uid: 'card-1', field: 'subtitle' });
    expect(problem?.message).toContain(
      'to the segment "Premier", whose rate rows have the terms 90, 180, 360 days',
    );
  });

  it('names a preferential claim where the segment pays the general rate', () => {
    const [problem] = findAdvertisedTermMismatches([
      rates,
      page('ahorro', 'Tasas preferenciales Premier en depósitos a plazo de 90 a 360 días.'),
    ]);
    expect(problem?.message).toContain('at 180 days its rate (4.5 %) is not above the general one (4.5 %)');
  });

  it('accepts ranges the rows offer, and sentences about other things', () => {
    const texts = [
      'Plazos de 30 a 360 días.',
      'Pagá de 6 a 36 meses.',
      'Abierto de 8 a 17 días hábiles al año.',
    ];
    expect(findAdvertisedTermMismatches([rates, ...texts.map((t) => page('depositos', t))])).toEqual([]);
    expect(
      findAdvertisedTermMismatches([
        rates,
        page('banca-personas/azul-premier', 'Depósitos de 90 a 360 días.'),
      ]),
    ).toEqual([]);
  });

  it('holds for the bundled content', async () => {
    const { stories } = normalizeStories((await new FileSource(defaultContentDir).loadStories()).stories);
    expect(
      findAdvertisedTermMismatches(stories).map(
        (e) => `${e.story} ${e.uid ?? ''} ${e.field ?? ''}: ${e.message}`,
      ),
    ).toEqual([]);
  });
});
