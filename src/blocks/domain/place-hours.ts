/**
 * A week's hours as lines a visitor reads: runs of days with the same hours together ('Lunes a viernes:
 * 09:00–17:00', the site's one time format), a day open round the clock as '24 horas', and a place open every
 * hour of the week as one line, 'Abierto 24 horas', instead of '00:00–24:00' seven times over.
 */
import { weekdays, type TimeRange, type WeeklyHours } from '../../common/places/opening-hours';
import { formatTimeOfDay } from '../../common/time-of-day';
import { placeTexts } from '../../config/places';

export interface HoursLine {
  /** '' for the one line of a place open round the clock every day. */
  days: string;
  hours: string;
}

const wholeDay = (ranges: readonly TimeRange[]) =>
  ranges.length === 1 && ranges[0]?.opens === 0 && ranges[0].closes >= 24 * 60;

function rangesText(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return placeTexts.closed;
  if (wholeDay(ranges)) return placeTexts.wholeDay;
  return ranges
    .map((r) => placeTexts.timeRange(formatTimeOfDay(r.opens), formatTimeOfDay(r.closes)))
    .join(placeTexts.rangesJoin);
}

export function hoursLines(hours: WeeklyHours): HoursLine[] {
  if (weekdays.every((day) => wholeDay(hours[day]))) return [{ days: '', hours: placeTexts.alwaysOpen }];
  const lines: HoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= weekdays.length; i++) {
    const first = weekdays[start];
    const day = weekdays[i];
    if (first === undefined) break;
    if (day !== undefined && rangesText(hours[day]) === rangesText(hours[first])) continue;
    const last = weekdays[i - 1] ?? first;
    const firstName = placeTexts.weekdays[first];
    lines.push({
      days: first === last ? firstName : placeTexts.dayRange(firstName, placeTexts.weekdays[last]),
      hours: rangesText(hours[first]),
    });
    start = i;
  }
  return lines;
}
