/** The finder's filters and order (docs/behaviour.md §10): pure, so that the tests can pin the clock. */
import type { Department } from '../../common/places/departments';
import { sortByDistance, type Coordinates } from '../../common/places/distance';
import { isOpenAt } from '../../common/places/opening-hours';
import type { PlaceService } from '../../common/places/services';
import type { Place } from './place';

export interface PlaceFilter {
  text: string;
  department: Department | '';
  service: PlaceService | '';
  openNow: boolean;
}

export const noFilter: PlaceFilter = { text: '', department: '', service: '', openNow: false };

/** How many of the filters are set: 'Filtros (2)' on a phone, where the fields are folded away. */
export function activeFilterCount(filter: PlaceFilter): number {
  return [filter.text.trim() !== '', filter.department !== '', filter.service !== '', filter.openNow].filter(
    Boolean,
  ).length;
}

export function isFiltering(filter: PlaceFilter): boolean {
  return activeFilterCount(filter) > 0;
}

/** Lower case without accents: 'Escalón' is found by 'escalon'. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every filter at once (they combine); a place without hours is never "open now". */
export function matches(place: Place, filter: PlaceFilter, now: Date): boolean {
  const words = searchable(filter.text).split(' ').filter(Boolean);
  const haystack = searchable(`${place.title} ${place.address} ${place.municipality}`);
  if (!words.every((word) => haystack.includes(word))) return false;
  if (filter.department && place.department !== filter.department) return false;
  if (filter.service && !place.services.includes(filter.service)) return false;
  if (filter.openNow && isOpenAt(place.hours, now) !== true) return false;
  return true;
}

export interface ShownPlace {
  place: Place;
  /** Distance from the visitor, once 'Cerca de mí' has a position. */
  km: number | undefined;
}

/** The places that pass the filter, in the content's order, or nearest first when `origin` is known. */
export function arrangePlaces(
  places: readonly Place[],
  filter: PlaceFilter,
  now: Date,
  origin: Coordinates | null,
): ShownPlace[] {
  const kept = places.filter((place) => matches(place, filter, now));
  if (!origin) return kept.map((place) => ({ place, km: undefined }));
  return sortByDistance(kept, origin, (place) => place.coordinates).map(({ item, km }) => ({
    place: item,
    km,
  }));
}
