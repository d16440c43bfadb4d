import { describe, expect, it } from 'vitest';
import { Lexicon, shardOf } from './lexicon';
import { planQuery, synonymVariants } from './query-plan';
import type { SearchRules } from './search-rules';

const pageWords = [
  'agencia',
  'agencias',
  'santa',
  'ana',
  'tarjeta',
  'credito',
  'horario',
  'cajeros',
  'atm',
  'perdi',
  'robaron',
  'seguro',
  'cuenta',
];
const lexicon = () => new Lexicon((shard) => Promise.resolve(pageWords.filter((w) => shardOf(w) === shard)));
const rules: SearchRules = {
  synonyms: [
    ['sucursal', 'agencia'],
    ['cajero', 'ATM', 'cajero automático'],
    ['me robaron la tarjeta', 'perdí mi tarjeta'],
  ],
  pins: [{ query: 'horario', urls: ['/agencias/', '/preguntas-frecuentes/#horarios'] }],
};

describe('the plan of a query', () => {
  it('searches a synonym as well as the words typed', async () => {
    const plan = await planQuery('sucursal santa ana', rules, lexicon());
    // "sucursal" is on no page: only the agency variant is searched, never the word alone.
    expect(plan.variants).toEqual([['agencia', 'santa', 'ana']]);
  });

  it('replaces the longest phrase of a synonym group', () => {
    expect(synonymVariants(['cajero', 'automatico'], rules.synonyms)).toEqual([
      ['cajero', 'automatico'],
      ['cajero'],
      ['atm'],
    ]);
  });

  it("adds, last, the variant that says every group found in the site's words (issue 40)", () => {
    const variants = synonymVariants(['sucursal', 'cajero'], rules.synonyms);
    expect(variants.at(-1)).toEqual(['agencia', 'atm']);
    expect(variants.slice(0, 2)).toEqual([
      ['sucursal', 'cajero'],
      ['agencia', 'cajero'],
    ]);
    expect(synonymVariants(['sucursal', 'santa'], rules.synonyms)).toEqual([
      ['sucursal', 'santa'],
      ['agencia', 'santa'],
    ]);
  });

  it('corrects one typo in a word of five letters or more, not in shorter ones', async () => {
    expect((await planQuery('tarjta credito', rules, lexicon())).variants).toEqual([['tarjeta', 'credito']]);
    expect((await planQuery('ama', rules, lexicon())).variants).toEqual([]);
  });

  it('gives nothing to search when the query is mostly words no page has', async () => {
    expect(await planQuery('bitcoin', rules, lexicon())).toMatchObject({
      variants: [],
      unknown: ['bitcoin'],
    });
    expect((await planQuery('chivo wallet', rules, lexicon())).variants).toEqual([]);
  });

  it('gives nothing to search when a long word no page has is half the query: what the bank does not offer', async () => {
    expect(await planQuery('seguro para mascotas', rules, lexicon())).toMatchObject({
      variants: [],
      unknown: ['mascotas'],
    });
    // A short unknown word is often a form the pages write otherwise: the rest is searched.
    expect((await planQuery('como abro una cuenta', rules, lexicon())).variants).toEqual([['cuenta']]);
    expect((await planQuery('seguro cuenta mascotas', rules, lexicon())).variants).toEqual([
      ['seguro', 'cuenta'],
    ]);
  });

  it('finds the pins of a query in any of its forms', async () => {
    expect((await planQuery('Horarios', rules, lexicon())).pins).toEqual([
      '/agencias/',
      '/preguntas-frecuentes/#horarios',
    ]);
  });

  it('takes a query that is a whole phrase of a synonym group as a paraphrase, not a word among others', async () => {
    expect(await planQuery('Me robaron la tarjeta', rules, lexicon())).toMatchObject({
      variants: [
        ['robaron', 'tarjeta'],
        ['perdi', 'tarjeta'],
      ],
      paraphrases: true,
    });
    expect((await planQuery('robaron tarjeta credito', rules, lexicon())).paraphrases).toBe(false);
    expect((await planQuery('sucursal santa ana', rules, lexicon())).paraphrases).toBe(false);
  });
});
