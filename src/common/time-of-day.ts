/**
 * A time of day as the site writes it for visitors, everywhere (issue 33: one format for times): on the
 * 24-hour clock, two digits each, '07:00', '17:30'; minutes from midnight, so 24:00 is the end of a day.
 */
export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
