/**
 * Optional fields of the places (agency and ATM blocks) that the place finder reads (docs/behaviour.md §10).
 * Every one is optional; a value that is set but wrong (a latitude outside −90…90, a malformed hour, an
 * unknown service) fails its block with a content error naming story, `_uid` and field.
 */
import { z } from 'zod';
import { departmentValues } from '../../../common/places/departments';
import { parseDayHours, weekdays, type TimeRange, type Weekday } from '../../../common/places/opening-hours';
import { placeServiceValues } from '../../../common/places/services';
import { numeric, option, text } from '../fields';
import { numberRanges } from '../number-ranges';

/** One weekday's hours as text ("08:00-17:00", "cerrado", "" closed), read into ranges. */
const dayHours = () =>
  z
    .string()
    .nullish()
    .transform((v, ctx): TimeRange[] => {
      const parsed = parseDayHours(v ?? '');
      if (parsed.ok) return parsed.ranges;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    });

/**
 * Storyblok's multi-option field sends an array of values; the services a place offers, each from the fixed
 * list (src/common/places/services.ts).
 */
const services = () =>
  z
    .array(z.enum(placeServiceValues))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

type HourFields = { [D in Weekday as `hours_${D}`]: ReturnType<typeof dayHours> };

const hourFields = Object.fromEntries(weekdays.map((day) => [`hours_${day}`, dayHours()])) as HourFields;

/** Spread into the agency and ATM block shapes. */
export const placeFields = {
  latitude: numeric(numberRanges.latitude),
  longitude: numeric(numberRanges.longitude),
  department: option(departmentValues),
  municipality: text(),
  ...hourFields,
  /** Free text shown under the hours, e.g. "Cerrado los días de asueto nacional". */
  holiday_note: text(),
  services: services(),
  /** The place's anchor on its page; made from its title by the content stage when unset (heading-anchors.ts). */
  anchor: text(),
};

/**
 * Coordinates come in pairs or not at all: a latitude without its longitude is no place on a map, and
 * dropping both quietly would hide the editor's mistake. The missing half is the field named.
 */
export function checkCoordinates(
  place: { latitude: number | undefined; longitude: number | undefined },
  issues: z.core.$RefinementCtx,
): void {
  const { latitude, longitude } = place;
  if ((latitude === undefined) === (longitude === undefined)) return;
  const missing = latitude === undefined ? 'latitude' : 'longitude';
  const given = missing === 'latitude' ? 'longitude' : 'latitude';
  issues.addIssue({
    code: 'custom',
    path: [missing],
    message: `"${given}" is set but "${missing}" is not: coordinates come in pairs, or not at all`,
  });
}
