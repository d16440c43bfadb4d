import { describe, expect, it } from 'vitest';
import { fakeLexiconWords, fakePagefind, type FakePage } from './fake-pagefind';
import { Lexicon, shardOf } from './lexicon';
import { searchRanked } from './search-query';
import type { SearchRules } from './search-rules';

const pages: FakePage[] = [
  {
    url: '/agencias/',
    title: 'Agencias',
    text: 'Nuestras agencias.\n?? Agencia Santa Ana {#agencia-santa-ana}\nHorario: lunes a viernes.',
  },
  {
    url: '/faq/',
    title: 'Preguntas frecuentes',
    text: '?? ¿Cuál es el horario de atención? {#horarios}\nEl horario.',
  },
  { url: '/movil/', title: 'Banca Móvil', text: 'Sin filas y sin horarios. Sin horarios. Sin horarios.' },
  { url: '/video/', title: 'Reactivando', text: 'Una panadería de Santa Ana.' },
];

function search(query: string, rules: SearchRules) {
  const words = fakeLexiconWords(pages);
  const lexicon = new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));
  return searchRanked(query, 8, { pagefind: fakePagefind(pages), rules, lexicon });
}

const urls = async (query: string, rules: SearchRules) =>
  (await search(query, rules))?.hits.map((h) => h.url);

describe('a search', () => {
  it('shows the pinned results first, in the editors’ order', async () => {
    const rules = { synonyms: [], pins: [{ query: 'horario', urls: ['/agencias/', '/faq/#horarios'] }] };
    expect((await urls('horarios', rules))?.slice(0, 2)).toEqual(['/agencias/', '/faq/#horarios']);
  });

  it('shows a pinned page the search found nothing on with its title and description', async () => {
    const words = fakeLexiconWords(pages);
    const lexicon = new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));
    const outcome = await searchRanked('horario', 8, {
      pagefind: fakePagefind(pages),
      rules: { synonyms: [], pins: [{ query: 'horario', urls: ['/oficinas/'] }] },
      lexicon,
      pinnedPages: { '/oficinas/': { title: 'Oficinas', excerpt: 'Direcciones y horarios.' } },
    });
    expect(outcome?.hits[0]).toMatchObject({
      url: '/oficinas/',
      title: 'Oficinas',
      excerpt: 'Direcciones y horarios.',
    });
  });

  it("ranks a page a synonym found by that synonym's words, not by the words typed", async () => {
    const filler = Array.from({ length: 20 }, () => 'texto').join(' ');
    const lidera: FakePage = {
      url: '/lidera/',
      title: 'Lidera',
      text: `Crédito Lidera. ${filler} Para mujeres emprendedoras: financiamiento y formación.`,
    };
    const words = fakeLexiconWords([lidera]);
    const lexicon = new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));
    const rules = { synonyms: [['crédito', 'financiamiento']], pins: [] };
    // "crédito" and "mujeres" are far apart; "financiamiento" is next to "mujeres emprendedoras".
    const outcome = await searchRanked('credito mujeres emprendedoras', 8, {
      pagefind: fakePagefind([lidera]),
      rules,
      lexicon,
    });
    expect(outcome?.hits.map((h) => h.url)).toEqual(['/lidera/']);
  });

  it("ranks a page found by the words typed and by a synonym with each search's own word locations", async () => {
    // Pagefind writes each search's locations into one object per page: read for both searches at once,
    // the typed words' ranking saw the synonym's locations ("atienden" far from "sábado") and lost the page.
    const filler = Array.from({ length: 20 }, () => 'texto').join(' ');
    const faq: FakePage = {
      url: '/faq/',
      title: 'Preguntas frecuentes',
      text: `?? ¿Cuál es el horario de atención? {#horarios}\nAbrimos el sábado.\n${filler}\nTe atienden con gusto.`,
    };
    const words = fakeLexiconWords([faq]);
    const lexicon = new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));
    const outcome = await searchRanked('horario sabado', 8, {
      pagefind: fakePagefind([faq]),
      rules: { synonyms: [['horario', 'atienden']], pins: [] },
      lexicon,
    });
    expect(outcome?.hits.map((h) => h.url)).toEqual(['/faq/#horarios']);
  });

  it('finds through a synonym the place a visitor calls otherwise', async () => {
    const rules = { synonyms: [['sucursal', 'agencia']], pins: [] };
    expect((await urls('sucursal santa ana', rules))?.[0]).toBe('/agencias/#agencia-santa-ana');
    // Without the synonym the word is on no page: alone, it finds nothing (not pages starting with "s").
    expect(await urls('sucursal', { synonyms: [], pins: [] })).toEqual([]);
  });

  describe('when no page has all the words together', () => {
    const filler = Array.from({ length: 20 }, () => 'texto').join(' ');
    const site: FakePage[] = [
      {
        url: '/faq/',
        title: 'Preguntas frecuentes',
        text: `?? ¿Qué necesito para abrir una cuenta? {#abrir-cuenta}\nTu DUI.\n${filler}\nRequisitos de ley.`,
      },
      { url: '/clima/', title: 'Clima', text: `Un cambio de clima. ${filler} Otro tipo de nube.` },
      { url: '/blog/tipos/', title: '¿Qué tipo de usuario sos?', text: 'Redes sociales.' },
    ];
    const searchSite = (query: string) => {
      const words = fakeLexiconWords(site);
      const lexicon = new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));
      return searchRanked(query, 8, {
        pagefind: fakePagefind(site),
        rules: { synonyms: [], pins: [] },
        lexicon,
      });
    };

    it('shows the answer titled with most of them', async () => {
      // "requisitos" is on the FAQ page, but a paragraph away from the question.
      expect((await searchSite('requisitos para abrir cuenta'))?.hits.map((h) => h.url)).toEqual([
        '/faq/#abrir-cuenta',
      ]);
    });

    it('shows nothing where the words left are only mentioned, or title a blog article', async () => {
      expect((await searchSite('tipo de cambio'))?.hits).toEqual([]);
    });
  });
});
