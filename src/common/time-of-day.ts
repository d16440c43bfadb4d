/**
 * A time of day as the site writes it for visitors, in El Salvador's usage: '9:00 a.m.', '12:00 m.' for noon,
 * '5:30 p.m.'. Minutes from midnight; 24:00 (the end of a day) is midnight.
 */
export function formatTimeOfDay(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hour = Math.floor(inDay / 60);
  const minute = String(inDay % 60).padStart(2, '0');
  if (inDay === 12 * 60) return '12:00 m.';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${minute} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}
