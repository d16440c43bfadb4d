/**
 * Place finder (docs/behaviour.md §10): the agencies or ATMs of its `places`, with a text filter, department,
 * service and 'Abierto ahora' filters, 'Cerca de mí' and, when places have coordinates, 'Ver mapa'. The
 * server renders the plain list, which is what a visitor without JavaScript gets, and the controls hidden:
 * with scripts they hold their room from the first paint and show once the finder runs, so the list does not
 * move under the visitor's eyes (a layout shift of 0.05 at 412 px); without, they take none
 * (src/boot/scripts-flag.ts, src/styles/_place-finder.scss).
 */
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { departmentValues } from '../../common/places/departments';
import { formatDistance } from '../../common/places/distance';
import { hasHours, isOpenAt, prepareClock } from '../../common/places/opening-hours';
import { placeServiceValues } from '../../common/places/services';
import { cx } from '../../common/class-names';
import { placeTexts } from '../../config/places';
import type { BlockOf } from '../../content/schemas/registry';
import { placeOf, type Place } from './place';
import { arrangePlaces, noFilter, type PlaceFilter } from './place-filter';
import { PlaceFinderControls } from './place-finder-controls';
import { PlaceMap } from './place-map';
import { Block } from '../parts/render-block';
import { afterFirstHydration, useHydrated } from './use-hydrated';
import { useMinuteClock } from './use-minute-clock';
import { useNearMe, type NearMeState } from './use-near-me';
import { HydrationBoundary, HydrationTrackerContext } from '../parts/hydration-boundary';

function geolocationMessage(state: NearMeState): string {
  return state.status === 'idle' ? '' : placeTexts.geolocation[state.status];
}

// A place's entry is addressed by its readable anchor (a search result leads there), else by its uid.
const itemId = (place: Place) => place.anchor || `lugar-${place.uid}`;

export function PlaceFinderBlock({ blok }: { blok: BlockOf<'place_finder'> }) {
  const id = useId();
  const places = useMemo(() => blok.places.flatMap((item) => placeOf(item) ?? []), [blok.places]);
  const running = useHydrated();
  const [filter, setFilter] = useState<PlaceFilter>(noFilter);
  const [mapOpen, setMapOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const nearMe = useNearMe();
  const { now, readAgain: readClock } = useMinuteClock(running);
  // In a task of its own once the first page has hydrated (at once on a page rendered in the browser): the
  // statuses then mostly find the clock's formatter made, instead of making it inside a render that cannot
  // yield (opening-hours.ts), and its 15-25 ms never land among the tasks of the hydration.
  const tracker = useContext(HydrationTrackerContext);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterFirstHydration(tracker, () => {
      timer = setTimeout(() => prepareClock());
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [tracker]);
  const origin = nearMe.state.status === 'located' ? nearMe.state.origin : null;
  const shown = useMemo(
    () =>
      running
        ? arrangePlaces(places, filter, now, origin)
        : places.map((place) => ({ place, km: undefined })),
    [running, places, filter, now, origin],
  );
  const shownPlaces = useMemo(() => shown.map((s) => s.place), [shown]);
  // Once 'Cerca de mí' has a position, the nearest place comes into view (on a phone it was below the
  // controls); once per position, so filtering afterwards does not move the page.
  const nearestId = origin && shown[0] ? itemId(shown[0].place) : '';
  const scrolledFor = useRef<typeof origin>(null);
  useEffect(() => {
    if (!origin || !nearestId || scrolledFor.current === origin) return;
    scrolledFor.current = origin;
    document.getElementById(nearestId)?.scrollIntoView?.({ block: 'nearest' });
  }, [origin, nearestId]);
  const mapId = `${id}-mapa`;
  const headingId = `${id}-titulo`;

  // A marker's popup leads to its entry: into view and to the keyboard's and screen reader's attention.
  const showInList = (uid: string) => {
    setSelected(uid);
    const place = places.find((p) => p.uid === uid);
    const item = place && document.getElementById(itemId(place));
    item?.scrollIntoView?.({ block: 'nearest' });
    item?.focus({ preventScroll: true });
  };

  return (
    <section
      className={cx('place-finder', running && 'is-running')}
      aria-labelledby={blok.title ? headingId : undefined}
      aria-label={blok.title ? undefined : placeTexts.listLabel}
    >
      {blok.title && (
        <h2 id={headingId} className="place-finder-title">
          {blok.title}
        </h2>
      )}
      <PlaceFinderControls
        filter={filter}
        onFilter={(next) => {
          // 'Abierto ahora' filters with the time of the click (an effect would run a frame later).
          if (next.openNow && !filter.openNow) readClock();
          setFilter(next);
        }}
        departmentOptions={departmentValues.filter((d) => places.some((p) => p.department === d))}
        serviceOptions={placeServiceValues.filter((s) => places.some((p) => p.services.includes(s)))}
        sortedByDistance={origin !== null}
        onNearMe={() => {
          if (nearMe.state.status !== 'locating') nearMe.locate();
        }}
        map={
          places.some((p) => p.coordinates)
            ? { open: mapOpen, controls: mapId, onToggle: () => setMapOpen((open) => !open) }
            : undefined
        }
      />
      {/* Present from the server on, so that screen readers announce what changes in it. */}
      <div className="place-finder-status" aria-live="polite">
        {/* With no place left, the count is the empty message: said once, and announced (issue 40). */}
        {running && (
          <p className="place-finder-count">
            {shown.length === 0 ? placeTexts.noResults : placeTexts.count(shown.length, places.length)}
          </p>
        )}
        {running && geolocationMessage(nearMe.state) && (
          <p className="place-finder-geolocation">{geolocationMessage(nearMe.state)}</p>
        )}
      </div>
      {running && mapOpen && (
        <PlaceMap
          id={mapId}
          places={shownPlaces}
          selected={selected}
          onSelect={setSelected}
          onShowInList={showInList}
        />
      )}
      <ul className="place-finder-list list-unstyled row g-3">
        {shown.map(({ place, km }) => (
          // Each place is one part of the page's hydration (docs/performance.md "Hydration in parts").
          <HydrationBoundary key={place.uid}>
            <li
              id={itemId(place)}
              className={cx('place-finder-item col-12 col-md-6', selected === place.uid && 'is-selected')}
              tabIndex={-1}
              data-place={place.uid}
              // The site search makes each place a section of the page, a result that lands on it.
              data-pagefind-title={place.anchor ? place.title : undefined}
            >
              {running ? (
                <PlaceStatus place={place} km={km} now={now} />
              ) : (
                // The line 'Abierto ahora' / 'Cerrado ahora' will take, held from the first paint.
                hasHours(place.hours) && <p className="place-finder-status-line" />
              )}
              <Block blok={place.blok} />
              {mapOpen && place.coordinates && (
                <button
                  type="button"
                  className="btn btn-link btn-sm place-finder-show-on-map"
                  // The place's name makes each of these buttons say which place it shows.
                  aria-label={`${placeTexts.showOnMap}: ${place.title}`}
                  aria-pressed={selected === place.uid}
                  onClick={() => setSelected(place.uid)}
                >
                  {placeTexts.showOnMap}
                </button>
              )}
            </li>
          </HydrationBoundary>
        ))}
      </ul>
    </section>
  );
}

/** Distance and 'Abierto ahora' / 'Cerrado ahora' above a place, when known. */
function PlaceStatus({ place, km, now }: { place: Place; km: number | undefined; now: Date }) {
  const open = isOpenAt(place.hours, now);
  if (km === undefined && open === null) return null;
  return (
    <p className="place-finder-status-line">
      {km !== undefined && <span className="place-distance">{formatDistance(km)}</span>}
      {open !== null && (
        <span className={cx('place-open', open ? 'is-open' : 'is-closed')}>
          {open ? placeTexts.openNow : placeTexts.closedNow}
        </span>
      )}
    </p>
  );
}
