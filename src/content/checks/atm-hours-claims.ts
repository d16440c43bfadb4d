/**
 * A promise about the ATMs' hours must be what the ATMs' own hours say (issue 40: home promised "Retirá
 * efectivo las 24 horas en toda la red." while 2 of the 8 ATMs are open round the clock).
 *
 * The rule: a sentence that speaks of cash or ATMs ("cajero", "efectivo", "retirá") and of "24 horas" needs at
 * least one ATM open every hour of every day; when it speaks for the whole network ("toda la red", "todos los
 * cajeros") it needs every ATM to be. The ATMs are the `atm` places of the content, read from their hours, not
 * from their list of services. A sentence the data contradicts is a content error naming story, block and field.
 */
import { walkRecords } from '../blok';
import { ContentError } from '../content-error';
import { weekdays, type TimeRange } from '../../common/places/opening-hours';
import { blokPlainText } from '../plain-text';
import type { Story } from '../story';

const minutesPerDay = 24 * 60;
const roundTheClock = /\b24\s+horas\b/i;
const aboutAtms = /\b(cajeros?|efectivo|retir[aá]s?)\b/i;
const wholeNetwork = /\b(toda\s+(la|nuestra)\s+red|todos\s+(los|nuestros)\s+cajeros)\b/i;

function openAllDay(ranges: unknown): boolean {
  const list = Array.isArray(ranges) ? (ranges as TimeRange[]) : [];
  return list.length === 1 && list[0]?.opens === 0 && list[0]?.closes === minutesPerDay;
}

/** How many ATMs there are, and how many are open every hour of the week. */
/** What one story gives the check: its ATMs counted, and each text of another block that promises 24 hours. */
export interface AtmHoursPart {
  atms: number;
  roundTheClock: number;
  claims: { story: string; uid: string; component: string; field: string; text: string }[];
}

/**
 * One story's part, taken from it alone, so that a build keeps it with the checked story (check-stories.ts)
 * and an edit of another story does not walk this one again.
 */
export function atmHoursPart(story: Story): AtmHoursPart {
  const part: AtmHoursPart = { atms: 0, roundTheClock: 0, claims: [] };
  walkRecords(story.content, (record) => {
    if (record.component !== 'atm') return undefined;
    part.atms += 1;
    if (weekdays.every((day) => openAllDay(record[`hours_${day}`]))) part.roundTheClock += 1;
    return false;
  });
  walkRecords(story.content, (record) => {
    // A place's own hours and notes describe that place, not the network.
    if (record.component === 'atm' || record.component === 'agency') return false;
    if (typeof record.component !== 'string' || typeof record._uid !== 'string') return undefined;
    for (const [field, value] of Object.entries(record)) {
      const text =
        typeof value === 'string'
          ? value
          : (value as { type?: unknown } | null)?.type === 'doc'
            ? blokPlainText(value)
            : '';
      // A sentence is a trimmed piece of the text: one that promises 24 hours needs a text that does.
      if (roundTheClock.test(text))
        part.claims.push({
          story: story.full_slug,
          uid: record._uid,
          component: record.component,
          field,
          text,
        });
    }
    return undefined;
  });
  return part;
}

export function atmHours(stories: readonly Story[]): { total: number; roundTheClock: number } {
  return countAtms(stories.map(atmHoursPart));
}

function countAtms(parts: readonly AtmHoursPart[]): { total: number; roundTheClock: number } {
  let total = 0;
  let allDay = 0;
  for (const part of parts) {
    total += part.atms;
    allDay += part.roundTheClock;
  }
  return { total, roundTheClock: allDay };
}

function problemOf(sentence: string, atms: { total: number; roundTheClock: number }): string | undefined {
  if (!roundTheClock.test(sentence) || !aboutAtms.test(sentence)) return undefined;
  const counted = `${atms.roundTheClock} of the ${atms.total} ATMs are open round the clock`;
  if (wholeNetwork.test(sentence) && atms.roundTheClock < atms.total)
    return `"${sentence}" promises every ATM round the clock, but only ${counted}`;
  if (atms.roundTheClock === 0) return `"${sentence}" promises cash round the clock, but ${counted}`;
  return undefined;
}

export function findAtmHoursClaims(stories: readonly Story[]): ContentError[] {
  return atmHoursProblems(stories.map(atmHoursPart));
}

/** The problems of the stories whose parts are `parts` (atmHoursPart), in the stories' order. */
export function atmHoursProblems(parts: readonly AtmHoursPart[]): ContentError[] {
  const atms = countAtms(parts);
  if (atms.total === 0) return [];
  const problems: ContentError[] = [];
  for (const claim of parts.flatMap((part) => part.claims))
    for (const sentence of claim.text.split(/(?<=[.!?])\s+|\n+/)) {
      const problem = problemOf(sentence.trim(), atms);
      if (problem)
        problems.push(
          new ContentError('invalid_field', problem, {
            story: claim.story,
            uid: claim.uid,
            component: claim.component,
            field: claim.field,
            found: JSON.stringify(sentence.trim()),
            hint: 'Say what the ATMs\' hours on the ATM page say (e.g. "Encontrá el cajero más cercano y cuáles atienden las 24 horas."), or correct their hours.',
          }),
        );
    }
  return problems;
}
