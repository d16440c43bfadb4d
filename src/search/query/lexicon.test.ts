import { describe, expect, it } from 'vitest';
import { Lexicon, shardOf } from './lexicon';

const lexiconOf = (words: readonly string[]) =>
  new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));

describe('Lexicon.resolve', () => {
  it('knows a page word, a word it starts, and another form of it', async () => {
    const lexicon = lexiconOf(['tarjetas', 'prestamos', 'bloquea']);
    expect(await lexicon.resolve('tarjeta')).toBe('tarjeta');
    expect(await lexicon.resolve('tarj')).toBe('tarj');
    expect(await lexicon.resolve('prestamo')).toBe('prestamo');
    expect(await lexicon.resolve('bloquear')).toBe('bloquear');
  });

  it('corrects one typo in a long word to the page word', async () => {
    expect(await lexiconOf(['tarjeta']).resolve('tarjta')).toBe('tarjeta');
  });

  it('does not take a word whose stem only starts like the typed one for a form of it', async () => {
    // "prepago" and "prepara" share "prep"; "sueldo" and "suele" share "suel": other words.
    const lexicon = lexiconOf(['prepara', 'preparan', 'suele', 'suelen']);
    expect(await lexicon.resolve('prepago')).toBeNull();
    expect(await lexicon.resolve('sueldo')).toBeNull();
  });
});
