/**
 * A place as the finder sees it (docs/behaviour.md §10): an agency or ATM block read into what the filters,
 * the distance sort, the map and the structured data need.
 */
import type { Blok } from '../../content/blok';
import { blokPlainText } from '../../content/plain-text';
import type { BlockOf } from '../../content/schemas/registry';
import type { Department } from '../../common/places/departments';
import type { Coordinates } from '../../common/places/distance';
import { weekdays, type WeeklyHours } from '../../common/places/opening-hours';
import type { PlaceService } from '../../common/places/services';

export type PlaceBlok = BlockOf<'agency'> | BlockOf<'atm'>;

export interface Place {
  uid: string;
  /** Its readable anchor on the page (`agencia-santa-ana`, from the content stage), '' in older content. */
  anchor: string;
  kind: 'agency' | 'atm';
  blok: Blok;
  title: string;
  /** The location's rich text as plain text, one line per paragraph or line break (the first: the street). */
  address: string;
  telephone: string;
  department: Department | undefined;
  municipality: string;
  coordinates: Coordinates | null;
  hours: WeeklyHours;
  holidayNote: string;
  services: readonly PlaceService[];
}

export function isPlaceBlok(blok: Blok): boolean {
  return blok.component === 'agency' || blok.component === 'atm';
}

/** Coordinates when both are set. */
export function coordinatesOf(blok: PlaceBlok): Coordinates | null {
  return blok.latitude === undefined || blok.longitude === undefined
    ? null
    : { latitude: blok.latitude, longitude: blok.longitude };
}

/** Each weekday's ranges; read defensively, as a block from before these fields has none. */
export function hoursOf(blok: PlaceBlok): WeeklyHours {
  return Object.fromEntries(weekdays.map((day) => [day, blok[`hours_${day}`] ?? []])) as WeeklyHours;
}

/** The place of an agency or ATM block (validated by the content stage); null for any other block. */
export function placeOf(blok: Blok): Place | null {
  if (!isPlaceBlok(blok)) return null;
  const place = blok as unknown as PlaceBlok;
  return {
    uid: place._uid,
    anchor: place.anchor,
    kind: place.component,
    blok,
    title: place.title,
    address: blokPlainText(place.location),
    telephone: place.component === 'agency' ? place.telephone : '',
    department: place.department,
    municipality: place.municipality ?? '',
    coordinates: coordinatesOf(place),
    hours: hoursOf(place),
    holidayNote: place.holiday_note ?? '',
    services: place.services ?? [],
  };
}
