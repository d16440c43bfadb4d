/** Great-circle distances for 'Cerca de mí' (docs/behaviour.md §10): computed in the browser, never sent anywhere. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in km. */
const earthRadiusKm = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The items nearest first, each with its distance; items without coordinates keep their order after the
 * others (distance undefined). Stable: equal distances keep the content's order.
 */
export function sortByDistance<T>(
  items: readonly T[],
  origin: Coordinates,
  coordinatesOf: (item: T) => Coordinates | null,
): { item: T; km: number | undefined }[] {
  return items
    .map((item, index) => {
      const at = coordinatesOf(item);
      return { item, km: at ? distanceKm(origin, at) : undefined, index };
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.index - b.index)
    .map(({ item, km }) => ({ item, km }));
}

// Made at the first distance shown, not when the module loads: a page's first Intl formatter loads the
// locale data, a task of about 25 ms at 4× CPU that a finder page would pay while hydrating, before anyone
// asked for a distance.
let formats: { km: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;
function distanceFormats() {
  formats ??= {
    km: new Intl.NumberFormat('es-SV', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    whole: new Intl.NumberFormat('es-SV', { maximumFractionDigits: 0 }),
  };
  return formats;
}

/** 'a 850 m' below one kilometre, 'a 1.2 km' above (El Salvador writes a decimal point). */
export function formatDistance(km: number): string {
  const { km: kmFormat, whole } = distanceFormats();
  if (km < 1) return `a ${whole.format(Math.max(10, Math.round((km * 1000) / 10) * 10))} m`;
  return `a ${(km < 100 ? kmFormat : whole).format(km)} km`;
}
