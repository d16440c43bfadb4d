/**
 * 'Ver mapa' (docs/behaviour.md §10, decision 0004): Leaflet, its stylesheet and the departments' outline are one
 * chunk, imported when the visitor opens the map, never before. The outline is the base map of every build;
 * tiles from another host are layered on after functional consent (docs/behaviour.md §9: third-party
 * features); the list beside the map has every place whatever happens to the map.
 */
import { useEffect, useRef, useState } from 'react';
import { integrations } from '../../config/integrations';
import { placeTexts } from '../../config/places';
import { useConsent } from '../../consent/consent-context';
import { NeedsConsentNotice } from '../../consent/needs-consent-notice';
import type { Place } from './place';
import type { PlaceMapView } from './place-map-leaflet';

export interface PlaceMapProps {
  id: string;
  places: readonly Place[];
  selected: string | null;
  onSelect: (uid: string) => void;
  /** The 'Ver en la lista' button of a marker's popup. */
  onShowInList: (uid: string) => void;
  /** Defaults to the build's configuration; tests pass their own. */
  tilesUrl?: string;
  attribution?: string;
}

/** Tiles on the site's own origin (a path from the root) are no third party. */
export function tilesNeedConsent(tilesUrl: string): boolean {
  return /^https?:\/\//.test(tilesUrl);
}

export function PlaceMap({
  id,
  places,
  selected,
  onSelect,
  onShowInList,
  tilesUrl = integrations.mapTilesUrl,
  attribution = integrations.mapTilesAttribution,
}: PlaceMapProps) {
  const consent = useConsent();
  const tilesAllowed =
    !tilesNeedConsent(tilesUrl) || (consent.status !== 'pending' && consent.preferences.functional);
  // The departments' outline needs no one's consent: the map shows at once, and tiles from another host
  // are layered on once functional cookies are accepted.
  return (
    <div id={id} className="place-map">
      {tilesUrl && !tilesAllowed && (
        <NeedsConsentNotice className="place-map-notice">
          <p>{placeTexts.mapNeedsConsent}</p>
        </NeedsConsentNotice>
      )}
      <LeafletMap
        places={places}
        selected={selected}
        onSelect={onSelect}
        onShowInList={onShowInList}
        tilesUrl={tilesAllowed ? tilesUrl : ''}
        attribution={attribution}
      />
    </div>
  );
}

function LeafletMap({
  places,
  selected,
  onSelect,
  onShowInList,
  tilesUrl,
  attribution,
}: Required<Omit<PlaceMapProps, 'id'>>) {
  const container = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<PlaceMapView | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest callbacks, without re-creating the map when the parent renders.
  const callbacks = useRef({ onSelect, onShowInList });
  useEffect(() => {
    callbacks.current = { onSelect, onShowInList };
  }, [onSelect, onShowInList]);

  useEffect(() => {
    let cancelled = false;
    let created: PlaceMapView | null = null;
    import('./place-map-leaflet')
      .then(({ createPlaceMap }) => {
        if (cancelled || !container.current) return;
        created = createPlaceMap(container.current, {
          tilesUrl,
          attribution,
          label: placeTexts.mapLabel,
          onSelect: (uid) => callbacks.current.onSelect(uid),
          onShowInList: (uid) => callbacks.current.onShowInList(uid),
        });
        setView(created);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [tilesUrl, attribution]);

  useEffect(() => {
    view?.showPlaces(places);
  }, [view, places]);

  useEffect(() => {
    view?.select(selected);
  }, [view, selected]);

  return (
    <>
      {failed && <p className="place-map-failed">{placeTexts.mapFailed}</p>}
      {!view && !failed && <p className="place-map-loading">{placeTexts.mapLoading}</p>}
      <div ref={container} className="place-map-canvas" role="region" aria-label={placeTexts.mapLabel} />
    </>
  );
}
