/**
 * A text that says the same sentence again and again (issue 33: the Banca Móvil page repeated one 55 times):
 * a warning per block whose rich text repeats a sentence more than `maxRepeats` times. The page still builds.
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

/** One warning per rich-text field that repeats a sentence more than `maxRepeats` times. */
export function findRepeatedSentences(stories: readonly Story[]): ContentError[] {
  const problems: ContentError[] = [];
  for (const story of stories) {
    walkRecords(story.content, (record) => {
      if (!isBlokLike(record) || typeof record.component !== 'string' || typeof record._uid !== 'string') return true;
      for (const [field, value] of Object.entries(record)) {
        if (!isBlokLike(value) || value.type !== 'doc') continue;
        const repeated = mostRepeated(blokPlainText(value));
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
