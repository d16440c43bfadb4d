/**
 * A page's results for a query, from what Pagefind found on it (docs/behaviour.md "Site search"): whether
 * the page really has the searched words (Pagefind also matches a word no page has on the start of another)
 * close together, how well its title and sections say them, and where the visitor lands: the page's top
 * when its title is what was searched, else the section or entry that says it best. Each FAQ entry that
 * matches is a result of its own.
 */
import { site } from '../../config/site';
import type { PagefindAnchor, PagefindResultData } from './pagefind-types';
import { sameWord } from './stem';
import type { SynonymWords } from './synonym-words';
import { looseMatch, wordMatch } from './word-match';
import { searchedWords, wordsOf } from './words';

export interface RankedHit {
  url: string;
  title: string;
  section: string | null;
  excerpt: string;
  score: number;
}

/**
 * Searched words further apart than this on a page are not one subject: "tipo de cambio" is not a page with
 * "tipo" in one sentence and "cambio" in another. About a sentence's length.
 */
const nearWords = 8;
/** How much a title that is the query multiplies a page's weight (1 + this). */
const titleWeight = 4;
/** How much more a page weighs whose text has the query's words side by side. */
const phraseWeight = 2;
/**
 * A section whose title completes its page's ("Tarjetas" and "Tarjeta Clásica") weighs this much of a page
 * titled with the same words: the page is all about them, the section is a part of a page about more.
 */
const completingShare = 0.8;
/** Entries of one page shown as results at most. */
const entriesPerPage = 3;
/**
 * How much more an entry (an FAQ answer, a place) weighs than a heading's section with the same words: it
 * answers the visitor or is the place, where a heading's section is often a blurb in a hub ("Horarios
 * razonables" of the debt collectors before the FAQ answer with the agencies' Saturday hours). Measured on
 * the tuning set: 1.2–1.3 gave 95.0 %, 1.5 95.8 %, 2 94.2 %.
 */
const answerWeight = 1.5;

const matches = (word: string, term: string) => word.startsWith(term) || sameWord(word, term);

/** The mean of `values`, 0 for none. */
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);

const noSynonyms: SynonymWords = new Map();
/**
 * The bank's name says nothing of what a title is about ("¿Por qué trabajar en Banco Azul?", "Apps de Banco
 * Azul"): its words count in a title only when they are searched.
 */
const brandWords = searchedWords(site.brand);

/** How much a title's word says a term: itself or a form of it, loosely its start or its synonym. */
function saysTerm(word: string, term: string, synonyms: SynonymWords): number {
  const own = wordMatch(word, term);
  if (own === 1) return own;
  const viaSynonym = synonyms.get(term)?.some((s) => wordMatch(word, s) === 1) ? looseMatch : 0;
  return Math.max(own, viaSynonym);
}

/**
 * How well a title says the terms: the share of terms in it, more when they are most of the title; a word
 * that says a term only loosely (its stem, its start: "trabajamos" for "trabajo"; a synonym the editors gave
 * it, when `synonyms` are given: "Vehículo" for "carro") counts in part.
 */
export function titleMatch(
  title: string,
  terms: readonly string[],
  synonyms: SynonymWords = noSynonyms,
): number {
  const words = searchedWords(title).filter((w) => !brandWords.includes(w) || terms.includes(w));
  if (words.length === 0 || terms.length === 0) return 0;
  const found = mean(terms.map((t) => Math.max(...words.map((w) => saysTerm(w, t, synonyms)))));
  const covered = mean(words.map((w) => Math.max(...terms.map((t) => saysTerm(w, t, synonyms)))));
  return found * covered;
}

/** Blog articles rank below the product and service pages for the same words. */
export function pageKindFactor(url: string): number {
  return /\/blog\/[^/]+\/$/.test(url) ? 0.5 : 1;
}

/**
 * The page's `search_weight` (editors set it below 1 on a page that sums up others, so the product's own
 * page comes first; the content check keeps it within range): 1 when unset or unreadable.
 */
export function pageWeight(meta: PagefindResultData['meta']): number {
  const weight = Number(meta.weight);
  return meta.weight !== undefined && Number.isFinite(weight) && weight > 0 ? weight : 1;
}

/** The smallest span of words holding one location of each term (Infinity when a term has none). */
function span(locationsPerTerm: readonly number[][]): number {
  if (locationsPerTerm.some((l) => l.length === 0)) return Infinity;
  const all = locationsPerTerm
    .flatMap((locs, term) => locs.map((at) => ({ at, term })))
    .sort((a, b) => a.at - b.at);
  const count = new Map<number, number>();
  let best = Infinity;
  let left = 0;
  for (const { at, term } of all) {
    count.set(term, (count.get(term) ?? 0) + 1);
    while (count.size === locationsPerTerm.length) {
      const first = all[left];
      if (!first) break;
      best = Math.min(best, at - first.at);
      const n = (count.get(first.term) ?? 1) - 1;
      if (n === 0) count.delete(first.term);
      else count.set(first.term, n);
      left++;
    }
  }
  return best;
}

/**
 * Whether the terms stand in the order typed, one after the other, with at most one word between two
 * ("reposición de tarjeta"): the page says the query itself. "sábado en horario" does not say "horario
 * sábado".
 */
function inOrder(locationsPerTerm: readonly number[][]): boolean {
  const [first = [], ...rest] = locationsPerTerm;
  return first.some((start) => {
    let at = start;
    return rest.every((locations) => {
      const next = locations.find((l) => l > at && l - at <= 2);
      if (next === undefined) return false;
      at = next;
      return true;
    });
  });
}

interface Section {
  anchor: PagefindAnchor;
  end: number;
}

/**
 * A result lands only on a readable anchor (made from content: `requisitos`, `agencia-santa-ana`), never on
 * an id a component numbered for itself (`Ps4-0-card`), which says nothing and changes with the renderer.
 */
const isReadable = (id: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);

const isEntry = (anchor: PagefindAnchor) => !/^h[1-6]$/i.test(anchor.element);

/**
 * `synonyms`: the terms' synonyms, read in the titles of the page's sections (a section titled "Vehículo" is
 * where "crédito carro" lands on Créditos), not in the page's title, which ranks pages against each other.
 */
export function rankPage(
  data: PagefindResultData,
  terms: readonly string[],
  engineScore: number,
  synonyms: SynonymWords = noSynonyms,
): RankedHit[] {
  const title = data.meta.title?.trim() || data.url;
  const content = (data.content ?? '').split(/\s+/);
  // The locations that are really one of the terms, per term.
  const located = (data.weighted_locations ?? []).filter((w) => {
    const word = wordsOf(content[w.location] ?? '')[0] ?? '';
    return terms.some((t) => matches(word, t));
  });
  const perTerm = terms.map((t) =>
    located.filter((w) => matches(wordsOf(content[w.location] ?? '')[0] ?? '', t)).map((w) => w.location),
  );
  const heading = data.meta.heading?.trim() ?? '';
  const pageTitleMatch = Math.max(titleMatch(title, terms), titleMatch(heading, terms));
  const says = (text: string, t: string) =>
    searchedWords(text).some((w) => matches(w, t) || saysTerm(w, t, synonyms) > 0);
  const saysAll = (text: string) => terms.every((t) => says(text, t));
  // Several words are one subject when they are close together, or all in the page's title or heading
  // and the title of one of its sections ("requisitos banca móvil": the section Requisitos of Banca Móvil),
  // or when the page's title says one of them: the page is about it and its text says the rest ("crédito
  // para casa" on Créditos, whose text says "tu casa" a sentence away from "crédito").
  const subject =
    terms.length < 2 ||
    pageTitleMatch > 0 ||
    data.sub_results.some((r) => saysAll(`${title} ${heading} ${r.title}`)) ||
    saysAll(`${title} ${heading}`) ||
    span(perTerm) <= nearWords;
  if (!subject) return [];

  // The words side by side, in the order typed ("reposición de tarjeta", "seguro de vida"): the page
  // says the query itself, not only its words.
  const phrase = terms.length > 1 && inOrder(perTerm) ? phraseWeight : 1;
  // Pagefind's score (term frequency) is compressed, so that a page's title weighs more than how often its
  // text repeats a word (the judged set: a short page repeating "tarjeta" beat the page titled with it).
  const baseScore = Math.sqrt(engineScore) * pageKindFactor(data.url) * pageWeight(data.meta) * phrase;
  const titled = (match: number) => baseScore * (1 + titleWeight * match);
  const pageScore = titled(pageTitleMatch);
  // Sections are the anchors Pagefind made sub-results of (headings with an id, FAQ entries); other
  // elements with an id (a button, an answer's panel) are inside one of them.
  const anchors = data.sub_results
    .flatMap((r) => (r.anchor && isReadable(r.anchor.id) ? [r.anchor] : []))
    .sort((a, b) => a.location - b.location);
  const sections: Section[] = anchors.map((anchor, i) => ({
    anchor,
    end: anchors[i + 1]?.location ?? Infinity,
  }));
  // A word that says a term only loosely weighs in part ("personalizada" for "personal").
  const strength = (location: number) => {
    const word = wordsOf(content[location] ?? '')[0] ?? '';
    return Math.max(...terms.map((t) => wordMatch(word, t)));
  };
  const weightIn = (s: Section) =>
    located
      .filter((w) => w.location >= s.anchor.location && w.location < s.end)
      .reduce((sum, w) => sum + w.balanced_score * strength(w.location), 0);
  const sub = (s: Section) => data.sub_results.find((r) => r.anchor?.id === s.anchor.id);
  const hitOf = (s: Section | null, score: number): RankedHit => {
    const result = s ? sub(s) : undefined;
    if (!s || !result) return { url: data.url, title, section: null, excerpt: data.excerpt, score };
    return {
      url: result.url,
      title,
      section: result.title.trim(),
      excerpt: result.excerpt || data.excerpt,
      score,
    };
  };
  const valued = sections
    .map((s) => ({
      s,
      tm: titleMatch(sub(s)?.title ?? s.anchor.text ?? '', terms, synonyms),
      weight: weightIn(s),
    }))
    .filter((v) => v.weight > 0 || v.tm > 0)
    .map((v) => ({ ...v, value: (v.weight + 1) * (1 + 2 * v.tm) }))
    .sort((a, b) => b.value - a.value);

  // The title says part of the query and a section's title the rest: the visitor wants that section.
  // A section whose title adds only a part of the rest is where the visitor lands when the page would
  // open at its top ("cuota de préstamo personal" on Créditos: its section Personal), at the page's score.
  const pageTerms = terms.filter((t) => says(`${title} ${heading}`, t));
  const added = (v: { s: Section }) =>
    terms.filter((t) => !pageTerms.includes(t) && says(sub(v.s)?.title ?? '', t)).length;
  const adding =
    pageTitleMatch === 0 || pageTerms.length === terms.length
      ? undefined
      : valued
          .filter((v) => v.tm > 0 && added(v) > 0)
          .sort((a, b) => added(b) - added(a) || b.value - a.value)[0];
  // Else a section whose text holds every word the page's title lacks ("agencia en santa tecla" on
  // Agencias: the place whose address says Santa Tecla).
  const missing = terms
    .map((t, i) => ({ t, at: perTerm[i] ?? [] }))
    .filter(({ t }) => !pageTerms.includes(t));
  const holds = (s: Section) =>
    missing.length > 0 && missing.every(({ at }) => at.some((l) => l >= s.anchor.location && l < s.end));
  // The one whose title says most of those words first ("agencia metrocentro san salvador": Agencia
  // Metrocentro, not the page's introduction that names San Salvador).
  const holding =
    pageTitleMatch === 0
      ? undefined
      : valued.filter((v) => holds(v.s)).sort((a, b) => added(b) - added(a) || b.value - a.value)[0];
  if (adding && pageTerms.length + added(adding) === terms.length) {
    const together = titleMatch(`${title} ${sub(adding.s)?.title ?? ''}`, terms);
    return [hitOf(adding.s, completingShare * titled(Math.max(together, pageTitleMatch)))];
  }

  const best = valued[0];
  const sectionTitleMatch = Math.max(0, ...valued.map((v) => v.tm));
  // The page's own title says the query at least as well as any section: the page, from its top.
  if (!best || (pageTitleMatch > 0 && pageTitleMatch >= sectionTitleMatch))
    return [hitOf(holding?.s ?? adding?.s ?? null, pageScore)];
  // An FAQ question or a place whose title is the query's words and no others weighs as a page with that
  // title ("¿Cuál es el horario de atención?"); another entry, as an answer (answerWeight); another
  // section, by how much more of the query its title says than the page's.
  const weighsAsPage = (v: { s: Section; tm: number }) =>
    isEntry(v.s.anchor) && v.tm === 1 && v.tm > pageTitleMatch;
  const lift = (v: { s: Section; tm: number }) =>
    weighsAsPage(v) ? titled(v.tm) / pageScore : 1 + Math.max(0, v.tm - pageTitleMatch);
  if (isEntry(best.s.anchor)) {
    // FAQ entries and places: each that matches is a result of its own, the best first.
    // The entry that holds what the page's title lacks comes first: the place whose address says Santa
    // Tecla, not the one titled Santa Ana, for 'cajero santa tecla'.
    const entries = valued.filter((v) => isEntry(v.s.anchor));
    const ordered =
      holding && isEntry(holding.s.anchor) ? [holding, ...entries.filter((e) => e !== holding)] : entries;
    const answering = (e: { s: Section; tm: number }) => (weighsAsPage(e) ? 1 : answerWeight);
    const scoreOf = (e: (typeof entries)[number]) =>
      answering(e) * pageScore * (e.value / best.value) * lift(e);
    const top = Math.max(...ordered.slice(0, entriesPerPage).map(scoreOf));
    return ordered.slice(0, entriesPerPage).map((e) => hitOf(e.s, e === holding ? top : scoreOf(e)));
  }
  // A section whose title says only part of the query gives way to one whose text says all of it ('pagos
  // recurrentes': "Programá pagos recurrentes" under Web o móvil, not the section titled Pagos).
  const holdsAll = (sec: Section) =>
    perTerm.every((at) => at.some((l) => l >= sec.anchor.location && l < sec.end));
  const saying = best.tm < 1 && !holdsAll(best.s) ? valued.find((v) => holdsAll(v.s)) : undefined;
  const landing = holding && !holds(best.s) ? holding : (saying ?? best);
  return [hitOf(landing.s, pageScore * lift(best))];
}
