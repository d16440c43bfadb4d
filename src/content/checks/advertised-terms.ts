/**
 * What the copy advertises about deposit terms must be what the rate rows offer (issue 40: Azul Premier promised
 * "tasas preferenciales … de 30 a 360 días" while its rows start at 90 days and pay the standard rate at 180).
 *
 * The rule, kept simple enough to state: a sentence about deposits ("plazo", "depósito") that gives a range of
 * terms ("de 30 a 360 días") speaks for a segment of the rates table when it names the segment ("Premier") or
 * its story's address does (`azul-premier/…`), and otherwise for the general segment. Both ends of the range
 * must be terms that segment's rows offer; and when the sentence calls the rates preferential, the segment's
 * rate at every term of the range must be above the general one at that term. A mismatch is a content error
 * naming the story, the block and the field of the sentence.
 */
import { walkRecords } from '../blok';
import { ContentError } from '../content-error';
import { blokPlainText } from '../plain-text';
import type { BlockOf } from '../schemas/registry';
import type { Story } from '../story';

/** Nominal rate by term in days, for each segment ('' is the general one). */
type TermsBySegment = Map<string, Map<number, number>>;

const termRange = /\b(\d+)\s+(?:a|hasta)\s+(\d+)\s+d[ií]as\b/i;
const aboutDeposits = /\b(plazos?|dep[oó]sitos?)\b/i;
const preferential = /\bpreferencial(es)?\b/i;

/** What one story gives the check: its deposit rate rows, and each text that may advertise terms. */
export interface AdvertisedTermsPart {
  slug: string;
  rows: [segment: string, days: number, rate: number][];
  texts: { uid: string; component: string; field: string; text: string }[];
}

/**
 * One story's part, taken from it alone, so that a build keeps it with the checked story (check-stories.ts)
 * and an edit of another story does not walk this one again.
 */
export function advertisedTermsPart(story: Story): AdvertisedTermsPart {
  const part: AdvertisedTermsPart = { slug: story.full_slug, rows: [], texts: [] };
  walkRecords(story.content, (record) => {
    if (record.component !== 'fila_tasa') return undefined;
    const row = record as BlockOf<'fila_tasa'>;
    if (row.plazo_dias === undefined || row.tasa_nominal === undefined) return false;
    part.rows.push([row.segmento.trim(), row.plazo_dias, row.tasa_nominal]);
    return false;
  });
  walkRecords(story.content, (record) => {
    if (typeof record.component !== 'string' || typeof record._uid !== 'string') return undefined;
    for (const [field, value] of Object.entries(record)) {
      const text =
        typeof value === 'string'
          ? value
          : (value as { type?: unknown } | null)?.type === 'doc'
            ? blokPlainText(value)
            : '';
      if (mayAdvertiseTerms(text))
        part.texts.push({ uid: record._uid, component: record.component, field, text });
    }
    return undefined;
  });
  return part;
}

function depositTerms(parts: readonly AdvertisedTermsPart[]): TermsBySegment {
  const terms: TermsBySegment = new Map();
  for (const [segment, days, rate] of parts.flatMap((part) => part.rows)) {
    const rates = terms.get(segment) ?? new Map<number, number>();
    rates.set(days, rate);
    terms.set(segment, rates);
  }
  return terms;
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9áéíóúñü]+/);

/** The segment a sentence speaks for: one it names, else one its story's address names, else the general one. */
function segmentOf(sentence: string, slug: string, segments: readonly string[]): string {
  const named = segments.find((segment) => words(sentence).includes(segment.toLowerCase()));
  return named ?? segments.find((segment) => words(slug).includes(segment.toLowerCase())) ?? '';
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const segmentName = (segment: string) => (segment ? `the segment "${segment}"` : 'the general segment');

function problemOf(sentence: string, segment: string, terms: TermsBySegment): string | undefined {
  const range = termRange.exec(sentence);
  if (!range || !aboutDeposits.test(sentence)) return undefined;
  const [from, to] = [Number(range[1]), Number(range[2])];
  const own = terms.get(segment) ?? new Map<number, number>();
  const offered = [...own.keys()].sort((a, b) => a - b);
  const missing = [from, to].filter((days) => !own.has(days));
  if (missing.length > 0)
    return `"${sentence}" offers deposits from ${from} to ${to} days to ${segmentName(segment)}, whose rate rows have the terms ${offered.join(', ') || 'none'} days`;
  if (!segment || !preferential.test(sentence)) return undefined;
  const general = terms.get('') ?? new Map<number, number>();
  const notAbove = offered.find(
    (days) =>
      days >= from && days <= to && general.has(days) && (own.get(days) ?? 0) <= (general.get(days) ?? 0),
  );
  if (notAbove !== undefined)
    return `"${sentence}" calls the rates of ${segmentName(segment)} preferential, but at ${notAbove} days its rate (${own.get(notAbove)} %) is not above the general one (${general.get(notAbove)} %)`;
  return undefined;
}

/**
 * Whether any sentence of `text` could give a range of deposit terms. A sentence is a trimmed piece of the text
 * cut at spaces, so what it matches the whole text matches too: a text that matches neither pattern is passed
 * by without cutting it into sentences and finding each one's segment (most of this check's time at 10,000
 * stories).
 */
function mayAdvertiseTerms(text: string): boolean {
  return termRange.test(text) && aboutDeposits.test(text);
}

export function findAdvertisedTermMismatches(stories: readonly Story[]): ContentError[] {
  return advertisedTermsProblems(stories.map(advertisedTermsPart));
}

/** The problems of the stories whose parts are `parts` (advertisedTermsPart), in the stories' order. */
export function advertisedTermsProblems(parts: readonly AdvertisedTermsPart[]): ContentError[] {
  const terms = depositTerms(parts);
  if (terms.size === 0) return [];
  const segments = [...terms.keys()].filter(Boolean);
  const problems: ContentError[] = [];
  for (const { slug, texts } of parts)
    for (const { uid, component, field, text } of texts)
      for (const sentence of sentencesOf(text)) {
        const problem = problemOf(sentence, segmentOf(sentence, slug, segments), terms);
        if (problem)
          problems.push(
            new ContentError('invalid_field', problem, {
              story: slug,
              uid,
              component,
              field,
              found: JSON.stringify(sentence),
              hint: 'Advertise the terms and rates the rows of the rates page offer, or correct the rows.',
            }),
          );
      }
  return problems;
}
