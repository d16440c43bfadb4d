/**
 * A text that says the same sentence again and again (issue 33: the Banca Móvil page repeated one 55 times):
 * a warning per block whose rich text repeats a sentence more than `maxRepeats` times. The same holds for the
 * items of one list (issue 40: all 8 agency cards said the same holiday sentence): a field that more than
 * `maxRepeats` items of a list fill with the same sentence is a warning on the list's block, since the visitor
 * reads it on every card. The page still builds.
 */
import { isBlokLike, walkRecords } from '../blok';
import { ContentError } from '../content-error';
import { blokPlainText } from '../plain-text';
import type { Story } from '../story';

/** How often a block may say one sentence; a refrain or a list's "Sin costo." stays below it. */
export const maxRepeats = 3;

/** A sentence long enough to be copy, not a label ('Sí.', 'US$5.00'). */
const minSentenceLength = 20;

/** The text's sentences, each with its spacing made single. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= minSentenceLength);
}

/** The sentence said most often in a text, and how often; null for a text without sentences. */
export function mostRepeated(text: string): { sentence: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const sentence of sentencesOf(text)) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  let best: { sentence: string; count: number } | null = null;
  for (const [sentence, count] of counts) if (!best || count > best.count) best = { sentence, count };
  return best;
}

function quoted(sentence: string): string {
  return `"${sentence.length > 60 ? `${sentence.slice(0, 60)}…` : sentence}"`;
}

/** Fields that style a block; what they hold is not read by the visitor (carousel panels share one style). */
const presentationFields = new Set(['_uid', 'component', 'styles', 'custom_classes']);

/** The text of a field as the visitor reads it: a plain string, or a rich-text document's plain text. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  return isBlokLike(value) && value.type === 'doc' ? blokPlainText(value) : '';
}

/**
 * For each list of blocks in `record` (an array field whose items are blocks), the item field most often
 * filled with one same text of sentence length, and how many items do.
 */
export function mostRepeatedItemFields(
  record: Record<string, unknown>,
): { list: string; field: string; sentence: string; count: number }[] {
  const found: { list: string; field: string; sentence: string; count: number }[] = [];
  for (const [list, items] of Object.entries(record)) {
    if (!Array.isArray(items)) continue;
    const counts = new Map<string, number>();
    for (const item of items) {
      if (!isBlokLike(item) || typeof item.component !== 'string') continue;
      for (const [field, value] of Object.entries(item)) {
        if (presentationFields.has(field)) continue;
        const text = fieldText(value).replace(/\s+/g, ' ').trim();
        if (sentencesOf(text).length === 0) continue;
        const key = JSON.stringify([field, text]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    let best: { list: string; field: string; sentence: string; count: number } | null = null;
    for (const [key, count] of counts) {
      const [field, sentence] = JSON.parse(key) as [string, string];
      if (!best || count > best.count) best = { list, field, sentence, count };
    }
    if (best) found.push(best);
  }
  return found;
}

/**
 * What mostRepeatedItemFields gives that is repeated more than maxRepeats times, found with less work (issue 41:
 * this check walked every story of a 10,000-story space on each build): a list of maxRepeats items or fewer is
 * passed by, and only a text found on more than maxRepeats items is cut into sentences. The first text with the
 * highest count among them is the one mostRepeatedItemFields names, since texts are counted in the same order.
 */
function overRepeatedItemFields(
  record: Record<string, unknown>,
): { list: string; field: string; sentence: string; count: number }[] {
  const found: { list: string; field: string; sentence: string; count: number }[] = [];
  for (const [list, items] of Object.entries(record)) {
    if (!Array.isArray(items) || items.length <= maxRepeats) continue;
    // A field's name holds no NUL, so the first one ends it.
    const counts = new Map<string, number>();
    for (const item of items) {
      if (!isBlokLike(item) || typeof item.component !== 'string') continue;
      for (const [field, value] of Object.entries(item)) {
        if (presentationFields.has(field)) continue;
        const key = `${field}\u0000${fieldText(value).replace(/\s+/g, ' ').trim()}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    let best: { list: string; field: string; sentence: string; count: number } | null = null;
    for (const [key, count] of counts) {
      if (count <= maxRepeats || (best && count <= best.count)) continue;
      const cut = key.indexOf('\u0000');
      const sentence = key.slice(cut + 1);
      if (sentencesOf(sentence).length > 0) best = { list, field: key.slice(0, cut), sentence, count };
    }
    if (best) found.push(best);
  }
  return found;
}

function repeatedAcrossItems(
  story: Story,
  record: Record<string, unknown> & { component: string; _uid: string },
): ContentError[] {
  return overRepeatedItemFields(record).map(
    (repeated) =>
      new ContentError(
        'repeated_sentence',
        `${repeated.count} items of ${repeated.list} say ${quoted(repeated.sentence)} in ${repeated.field}`,
        {
          story: story.full_slug,
          uid: record._uid,
          component: record.component,
          field: `${repeated.list}[].${repeated.field}`,
          found: quoted(repeated.sentence),
          severity: 'warning',
          hint: `Say it once, above the list: a sentence on more than ${maxRepeats} of its cards is read again on each.`,
        },
      ),
  );
}

/**
 * One warning per rich-text field that repeats a sentence more than `maxRepeats` times, and per list whose
 * items repeat one in a field more than `maxRepeats` times.
 */
export function findRepeatedSentences(stories: readonly Story[]): ContentError[] {
  const problems: ContentError[] = [];
  for (const story of stories) {
    walkRecords(story.content, (record) => {
      if (!isBlokLike(record) || typeof record.component !== 'string' || typeof record._uid !== 'string')
        return true;
      problems.push(
        ...repeatedAcrossItems(
          story,
          record as Record<string, unknown> & { component: string; _uid: string },
        ),
      );
      for (const [field, value] of Object.entries(record)) {
        if (!isBlokLike(value) || value.type !== 'doc') continue;
        const text = blokPlainText(value);
        // More than maxRepeats sentences of minSentenceLength each, cut from the text, need a text that long.
        if (text.length < (maxRepeats + 1) * minSentenceLength) continue;
        const repeated = mostRepeated(text);
        if (!repeated || repeated.count <= maxRepeats) continue;
        problems.push(
          new ContentError(
            'repeated_sentence',
            `the text says ${quoted(repeated.sentence)} ${repeated.count} times`,
            {
              story: story.full_slug,
              uid: record._uid,
              component: record.component,
              field,
              found: quoted(repeated.sentence),
              severity: 'warning',
              hint: `Say it once: a sentence repeated more than ${maxRepeats} times in one text reads as a mistake.`,
            },
          ),
        );
      }
      return true;
    });
  }
  return problems;
}
