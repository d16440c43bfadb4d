/** A product page's `product_rate` gets its row's product and rates from the rates page (issue 33). */
import { describe, expect, it } from 'vitest';
import { normalizeStories } from '../normalize';
import { resolveRateReferences } from './rate-references';

const story = (slug: string, body: unknown[]) => ({
  id: slug.length + 10,
  uuid: slug,
  name: slug,
  slug,
  full_slug: slug,
  content: { _uid: `${slug}-page`, component: 'page', body },
});

const rates = story('tasas-y-comisiones', [
  {
    _uid: 'tarjetas',
    component: 'tabla_tasas',
    clave: 'tasas-tarjetas-credito',
    filas: [
      {
        _uid: 'row-oro',
        component: 'fila_tasa',
        clave: 'tarjeta-credito-oro',
        producto: 'Tarjeta de crédito Visa Oro',
        tasa_nominal: '32.00',
        tasa_efectiva: '37.62',
      },
    ],
  },
]);

const productRate = (uid: string, key: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'product_rate',
  clave: key,
  ...fields,
});

function resolve(...stories: unknown[]) {
  const normalized = normalizeStories(stories.map((data, i) => ({ origin: `story-${i}`, data })));
  expect(normalized.errors).toEqual([]);
  return resolveRateReferences(normalized.stories);
}

const bodyOf = (s: { content: Record<string, unknown> } | undefined) =>
  (s?.content.body ?? []) as Record<string, unknown>[];

describe('product_rate references', () => {
  it("takes the row's product and rates, replacing whatever the block says", () => {
    const { stories, errors } = resolve(
      rates,
      story('oro', [productRate('rate', 'tarjeta-credito-oro', { tasa_nominal: '5', producto: 'otra' })]),
    );
    expect(errors).toEqual([]);
    expect(bodyOf(stories[1])[0]).toMatchObject({
      producto: 'Tarjeta de crédito Visa Oro',
      tasa_nominal: 32,
      tasa_efectiva: 37.62,
    });
  });

  it('reports a key that names no row, with story, _uid and field, and leaves the block out', () => {
    const { stories, errors } = resolve(rates, story('oro', [productRate('rate-bad', 'no-existe')]));
    expect(errors.map((e) => [e.code, e.story, e.uid, e.component, e.field])).toEqual([
      ['invalid_field', 'oro', 'rate-bad', 'product_rate', 'clave'],
    ]);
    expect(bodyOf(stories[1])).toEqual([]);
  });
});
