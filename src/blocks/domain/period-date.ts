const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export interface PeriodDate {
  /** What the visitor reads. */
  label: string;
  /** Machine-readable date for <time dateTime>, when the field holds one. */
  dateTime?: string;
}

/**
 * A period's `date`: a Storyblok datetime ("2015-07-20 00:00") is written out in Spanish ("20 de
 * julio de 2015") by hand, not with Intl, so the server and every browser produce the same text;
 * anything else ("Julio de 2015", "2012") is shown as written.
 */
export function periodDate(value: string): PeriodDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?/.exec(value.trim());
  const month = match ? months[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) return { label: value.trim() };
  return { label: `${day} de ${month} de ${match[1]}`, dateTime: `${match[1]}-${match[2]}-${match[3]}` };
}
