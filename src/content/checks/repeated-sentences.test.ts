import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/project-paths';
import type { Story } from '../story';
import { findRepeatedSentences, maxRepeats, mostRepeated } from './repeated-sentences';

/** The Banca Móvil story as it was before issue 33: one sentence 55 times over five text blocks. */
const fixture = JSON.parse(
  readFileSync(path.join(projectRoot, 'fixtures', 'content-checks', 'repeated-sentence.json'), 'utf8'),
) as Story;

const repeated = 'Con Mi BancAzul hacés tus operaciones desde donde estés, sin filas y sin horarios.';

describe('findRepeatedSentences', () => {
  it('warns once per text block of the fixture that repeats a sentence, naming story, block and field', () => {
    const problems = findRepeatedSentences([fixture]);
    expect(problems.length).toBe(5);
    for (const problem of problems) {
      expect([problem.code, problem.severity, problem.story, problem.component, problem.field]).toEqual([
        'repeated_sentence',
        'warning',
        'medios-digitales/banca-movil',
        'text',
        'text',
      ]);
      expect(problem.uid).toMatch(/^[\w-]+$/);
      expect(problem.message).toContain('"Con Mi BancAzul hacés tus operaciones desde donde estés, sin');
    }
  });

  it(`lets a sentence said up to ${maxRepeats} times pass, and counts across paragraphs`, () => {
    expect(mostRepeated(`${repeated} `.repeat(maxRepeats))?.count).toBe(maxRepeats);
    expect(mostRepeated(`${repeated}\n`.repeat(maxRepeats + 1))?.count).toBe(maxRepeats + 1);
    const story = (times: number) =>
      ({
        full_slug: 'x',
        content: {
          _uid: 'p',
          component: 'page',
          body: [
            {
              _uid: 't',
              component: 'text',
              text: {
                type: 'doc',
                content: Array.from({ length: times }, () => ({
                  type: 'paragraph',
                  content: [{ type: 'text', text: repeated }],
                })),
              },
            },
          ],
        },
      }) as unknown as Story;
    expect(findRepeatedSentences([story(maxRepeats)])).toEqual([]);
    expect(findRepeatedSentences([story(maxRepeats + 1)]).map((p) => p.uid)).toEqual(['t']);
  });

  it('ignores short labels said often', () => {
    expect(mostRepeated('Sin costo. Sin costo. Sin costo. Sin costo. Sin costo.')).toBeNull();
  });
});

describe('findRepeatedSentences across the items of a list', () => {
  const note =
    'Cerrado los días de asueto nacional; consultá los horarios especiales de Semana Santa y fin de año.';
  const finder = (notes: string[], styles = '') =>
    ({
      full_slug: 'agencias',
      content: {
        _uid: 'p',
        component: 'page',
        body: [
          {
            _uid: 'finder',
            component: 'place_finder',
            places: notes.map((holiday_note, i) => ({
              _uid: `a${i}`,
              component: 'agency',
              title: `Agencia ${i}`,
              holiday_note,
              styles,
            })),
          },
        ],
      },
    }) as unknown as Story;

  it(`warns on the list's block when more than ${maxRepeats} items say one sentence in one field`, () => {
    const problems = findRepeatedSentences([finder(Array.from({ length: 8 }, () => note))]);
    expect(problems.map((p) => [p.code, p.severity, p.story, p.uid, p.component, p.field])).toEqual([
      ['repeated_sentence', 'warning', 'agencias', 'finder', 'place_finder', 'places[].holiday_note'],
    ]);
    expect(problems[0]?.message).toContain('8 items of places say "Cerrado los días de asueto nacional');
  });

  it(`lets up to ${maxRepeats} items share a sentence, and items that differ pass`, () => {
    expect(findRepeatedSentences([finder([note, note, note, '', ''])])).toEqual([]);
    expect(
      findRepeatedSentences([finder(Array.from({ length: 8 }, (_, i) => `${note} Agencia ${i}.`))]),
    ).toEqual([]);
  });

  it('leaves out what styles a block: panels may share one style', () => {
    const style = 'background: #e8f1fb; border-radius: 0.75rem; padding: 1.25rem;';
    expect(findRepeatedSentences([finder(['', '', '', '', ''], style)])).toEqual([]);
  });
});
