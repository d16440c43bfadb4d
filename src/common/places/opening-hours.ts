/**
 * Opening hours of a place (docs/behaviour.md §10): per weekday, a list of time ranges written
 * "08:00-17:00" (several separated by commas, "cerrado" or nothing for a closed day), read once when the
 * content is read and judged in El Salvador's time zone, whatever the visitor's clock says.
 */
import { formatTimeOfDay } from '../time-of-day';
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** Minutes since midnight; `closes` may be 1440 ("24:00"). Open from `opens` up to, not at, `closes`. */
export interface TimeRange {
  opens: number;
  closes: number;
}

/** Each weekday's ranges; an empty list is a closed day. */
export type WeeklyHours = Record<Weekday, TimeRange[]>;

export const placeTimeZone = 'America/El_Salvador';

const time = /^([01]?\d|2[0-4]):([0-5]\d)$/;

function minutesOf(text: string): number | null {
  const match = time.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const formatRange = (range: TimeRange) => `${hhmm(range.opens)}-${hhmm(range.closes)}`;

export type ParsedDay = { ok: true; ranges: TimeRange[] } | { ok: false; message: string };

/** One day's text: "" or "cerrado" is closed; otherwise "HH:MM-HH:MM" ranges, opening before closing. */
export function parseDayHours(text: string): ParsedDay {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'cerrado') return { ok: true, ranges: [] };
  const ranges: TimeRange[] = [];
  for (const part of trimmed.split(',')) {
    const [from, to, ...rest] = part.split(/[-–]/);
    const opens = from === undefined ? null : minutesOf(from);
    const closes = to === undefined ? null : minutesOf(to);
    if (rest.length > 0 || opens === null || closes === null) {
      return {
        ok: false,
        message: `expected hours like "08:00-17:00" (or "cerrado"), found "${part.trim()}"`,
      };
    }
    if (closes <= opens) {
      return { ok: false, message: `the closing time must come after the opening time in "${part.trim()}"` };
    }
    ranges.push({ opens, closes });
  }
  ranges.sort((a, b) => a.opens - b.opens);
  // Overlapping or repeated ranges are a typing mistake; published as written, they say nothing true.
  const overlap = ranges.findIndex((range, i) => i > 0 && range.opens < (ranges[i - 1] as TimeRange).closes);
  if (overlap > 0) {
    const [a, b] = [ranges[overlap - 1] as TimeRange, ranges[overlap] as TimeRange];
    return { ok: false, message: `the hours ${formatRange(a)} and ${formatRange(b)} overlap` };
  }
  return { ok: true, ranges };
}

/** True when at least one day has hours: a place whose hours are all unset has no hours to judge. */
export function hasHours(hours: WeeklyHours): boolean {
  return weekdays.some((day) => hours[day].length > 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Makes the time zone's formatter ahead of its first use. A page's first Intl formatter loads ICU's data, a
 * task of 10-20 ms (40-80 ms at 4× CPU): called in a task of its own, it keeps that out of the render that
 * first needs the clock.
 */
export function prepareClock(timeZone = placeTimeZone): void {
  formatterFor(timeZone);
}

/** The weekday and minute of the day of `instant` on the clocks of `timeZone`. */
export function localWeekMinute(instant: Date, timeZone = placeTimeZone): { day: Weekday; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as Weekday;
  return { day, minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Whether the place is open at `instant` in El Salvador; null when it has no hours at all. */
export function isOpenAt(hours: WeeklyHours, instant: Date, timeZone = placeTimeZone): boolean | null {
  if (!hasHours(hours)) return null;
  const { day, minute } = localWeekMinute(instant, timeZone);
  return hours[day].some((range) => minute >= range.opens && minute < range.closes);
}

/** schema.org `opens`/`closes` ("08:00", "23:59" for the end of the day, which schema.org cannot write as 24:00). */
export function schemaTime(minutes: number): string {
  return minutes >= 24 * 60 ? '23:59' : formatTimeOfDay(minutes);
}
