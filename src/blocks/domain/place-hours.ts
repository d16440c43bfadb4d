/** A week's hours as lines a visitor reads: runs of days with the same hours together ('Lunes a viernes'). */
import { formatRanges, weekdays, type WeeklyHours } from '../../common/places/opening-hours';
import { placeTexts } from '../../config/places';

export interface HoursLine {
  days: string;
  hours: string;
}

export function hoursLines(hours: WeeklyHours): HoursLine[] {
  const lines: HoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= weekdays.length; i++) {
    const first = weekdays[start];
    const day = weekdays[i];
    if (first === undefined) break;
    if (day !== undefined && formatRanges(hours[day]) === formatRanges(hours[first])) continue;
    const last = weekdays[i - 1] ?? first;
    const firstName = placeTexts.weekdays[first];
    lines.push({
      days: first === last ? firstName : placeTexts.dayRange(firstName, placeTexts.weekdays[last]),
      hours: formatRanges(hours[first]) || placeTexts.closed,
    });
    start = i;
  }
  return lines;
}
