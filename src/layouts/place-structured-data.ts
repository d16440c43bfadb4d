/**
 * schema.org JSON-LD of the places on a page (docs/behaviour.md §10): each agency a `BankOrCreditUnion`, each
 * ATM an `AutomatedTeller`, with its address, telephone, coordinates and opening hours when the content has them.
 */
import { departments } from '../common/places/departments';
import { schemaTime, weekdays, type Weekday } from '../common/places/opening-hours';
import { site } from '../config/site';
import type { Blok } from '../content/blok';
import { placeOf, type Place } from '../blocks/domain/place';
import { walkRecords } from '../content/blok';

type JsonLd = Record<string, unknown>;

const schemaDays: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One specification per distinct time range, listing the days that share it (schema.org's usual shape). */
function openingHours(place: Place): JsonLd[] {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of weekdays) {
    for (const range of place.hours[day]) {
      const opens = schemaTime(range.opens);
      const closes = schemaTime(range.closes);
      const key = `${opens}-${closes}`;
      const entry = byRange.get(key) ?? { opens, closes, days: [] };
      entry.days.push(schemaDays[day]);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

export function placeJsonLd(place: Place, pageUrl: string): JsonLd {
  const hours = openingHours(place);
  return {
    '@type': place.kind === 'agency' ? 'BankOrCreditUnion' : 'AutomatedTeller',
    name: place.title,
    url: pageUrl,
    address: {
      '@type': 'PostalAddress',
      // The location's first paragraph is the address; later ones are notes such as the hours.
      streetAddress: place.address.split('\n')[0] ?? '',
      ...(place.municipality ? { addressLocality: place.municipality } : {}),
      ...(place.department ? { addressRegion: departments[place.department] } : {}),
      addressCountry: 'SV',
    },
    ...(place.telephone ? { telephone: place.telephone } : {}),
    ...(place.coordinates ? { geo: { '@type': 'GeoCoordinates', ...place.coordinates } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    parentOrganization: { '@type': 'BankOrCreditUnion', name: site.brand },
  };
}

/** Every agency and ATM of the page in one graph; null when it has none. */
export function placesJsonLd(content: Blok, pageUrl: string): JsonLd | null {
  const places: Place[] = [];
  walkRecords(content, (record) => {
    const place = typeof record._uid === 'string' ? placeOf(record as Blok) : null;
    if (place?.title) places.push(place);
  });
  if (places.length === 0) return null;
  return { '@context': 'https://schema.org', '@graph': places.map((place) => placeJsonLd(place, pageUrl)) };
}
