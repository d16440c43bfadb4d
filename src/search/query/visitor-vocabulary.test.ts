import { describe, expect, it } from 'vitest';
import { planQuery } from './query-plan';
import { Lexicon, shardOf } from './lexicon';
import { visitorVocabulary, withVisitorVocabulary } from './visitor-vocabulary';
import { noRules } from './search-rules';

const lexiconOf = (words: readonly string[]) =>
  new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));

describe('the visitor vocabulary', () => {
  it('comes after the editors’ synonyms', () => {
    const rules = withVisitorVocabulary({ synonyms: [['sucursal', 'agencia']], pins: [] });
    expect(rules.synonyms[0]).toEqual(['sucursal', 'agencia']);
    expect(rules.synonyms.slice(1)).toEqual(visitorVocabulary);
  });

  it('searches the site’s word for a visitor’s word no page has', async () => {
    const plan = await planQuery(
      'cuenta para recibir mi sueldo',
      withVisitorVocabulary(noRules),
      lexiconOf(['cuenta', 'recibir', 'salario']),
    );
    expect(plan.variants).toEqual([['cuenta', 'recibir', 'salario']]);
  });
});
