/**
 * The map of 'Ver mapa' (docs/behaviour.md §10, decision 0004), drawn with Leaflet. This module and the stylesheets
 * it imports are one chunk, loaded by place-map.tsx when the visitor opens the map.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../styles/place-map.scss';
import { placeFinderSettings } from '../config/places';
import type { Place } from './place';

export interface PlaceMapOptions {
  tilesUrl: string;
  /** Plain text: the tile provider's credit. */
  attribution: string;
  label: string;
  onSelect: (uid: string) => void;
}

export interface PlaceMapView {
  /** Shows markers for these places only, and fits the map to them when the set changed. */
  showPlaces(places: readonly Place[]): void;
  /** Highlights one place's marker and brings it into view; null highlights none. */
  select(uid: string | null): void;
  destroy(): void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function createPlaceMap(element: HTMLElement, options: PlaceMapOptions): PlaceMapView {
  // Scroll-wheel zoom would trap a page scroll that passes over the map; the buttons and keys still zoom.
  const map = L.map(element, { scrollWheelZoom: false, keyboard: true });
  map.getContainer().setAttribute('aria-label', options.label);
  L.tileLayer(options.tilesUrl, { attribution: escapeHtml(options.attribution), maxZoom: 19 }).addTo(map);
  // A view before any place is known: El Salvador.
  map.setView([13.7, -89.2], 8);

  const markers = new Map<string, L.Marker>();
  let selected: string | null = null;
  let shownKey = '';

  const markerFor = (place: Place): L.Marker | null => {
    if (!place.coordinates) return null;
    const existing = markers.get(place.uid);
    if (existing) return existing;
    const marker = L.marker([place.coordinates.latitude, place.coordinates.longitude], {
      icon: L.divIcon({ className: 'place-marker', iconSize: [28, 28], iconAnchor: [14, 14], html: '' }),
      title: place.title,
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('click', () => options.onSelect(place.uid));
    marker.on('add', () => {
      const icon = marker.getElement();
      if (!icon) return;
      icon.setAttribute('aria-label', place.title);
      icon.setAttribute('aria-pressed', String(selected === place.uid));
      icon.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        options.onSelect(place.uid);
      });
    });
    markers.set(place.uid, marker);
    return marker;
  };

  const highlight = () => {
    for (const [uid, marker] of markers) {
      const icon = marker.getElement();
      icon?.classList.toggle('is-selected', uid === selected);
      icon?.setAttribute('aria-pressed', String(uid === selected));
      marker.setZIndexOffset(uid === selected ? 1000 : 0);
    }
  };

  return {
    showPlaces(places) {
      const located = places.filter((p) => p.coordinates);
      const key = located.map((p) => p.uid).join(' ');
      if (key === shownKey) return;
      shownKey = key;
      const keep = new Set(located.map((p) => p.uid));
      for (const [uid, marker] of markers) if (!keep.has(uid)) marker.remove();
      const bounds: L.LatLngExpression[] = [];
      for (const place of located) {
        const marker = markerFor(place);
        if (!marker) continue;
        if (!map.hasLayer(marker)) marker.addTo(map);
        bounds.push(marker.getLatLng());
      }
      highlight();
      if (bounds.length > 0) {
        map.fitBounds(L.latLngBounds(bounds), { padding: [24, 24], maxZoom: placeFinderSettings.fitMaxZoom });
      }
    },
    select(uid) {
      selected = uid;
      highlight();
      const marker = uid ? markers.get(uid) : undefined;
      if (marker && map.hasLayer(marker)) map.panTo(marker.getLatLng());
    },
    destroy() {
      map.remove();
      markers.clear();
    },
  };
}
