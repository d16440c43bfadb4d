/**
 * The map of 'Ver mapa' (docs/behaviour.md §10, decision 0004), drawn with Leaflet. This module and the stylesheets
 * it imports are one chunk, loaded by place-map.tsx when the visitor opens the map.
 *
 * The base map is the outline of El Salvador's fourteen departments (Natural Earth, public domain; drawn from
 * this chunk, so the map needs no other host); raster tiles are layered on only when a tile address is given.
 *
 * Places closer on screen than a marker's reach are drawn as one numbered marker that zooms in when chosen:
 * overlapping markers could not be told apart by a pointer or a finger (WCAG 2.5.8, target size).
 */
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../styles/place-map.scss';
import departmentOutlines from '../../common/places/el-salvador-departments.json';
import { departments } from '../../common/places/departments';
import { labelPoint } from '../../common/places/label-point';
import { placeFinderSettings, placeTexts } from '../../config/places';
import type { Place } from './place';

export interface PlaceMapOptions {
  /** Raster tiles over the departments' outline; '' draws the outline alone. */
  tilesUrl: string;
  /** Plain text: the tile provider's credit. */
  attribution: string;
  label: string;
  /** A marker was chosen: its place is highlighted in the list too. */
  onSelect: (uid: string) => void;
  /** The popup's button: the place's entry in the list comes into view and takes the focus. */
  onShowInList: (uid: string) => void;
}

export interface PlaceMapView {
  /** Shows markers for these places only, and fits the map to them when the set changed. */
  showPlaces(places: readonly Place[]): void;
  /** Highlights one place's marker and brings it into view; null highlights none. */
  select(uid: string | null): void;
  destroy(): void;
}

/** Markers whose centres are closer than this (px, on either axis) are grouped: 28 px markers, 12 px apart. */
const groupDistance = 40;
const markerSize = 28;
const groupSize = 36;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Located = Place & { coordinates: NonNullable<Place['coordinates']> };

/** A marker's popup: the place's name, its street and area, and a button to its entry in the list. */
function popupContent(place: Located, showInList: () => void): HTMLElement {
  const box = document.createElement('div');
  const line = (className: string, text: string) => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    box.append(p);
  };
  line('place-popup-title', place.title);
  const [street = ''] = place.address.split('\n');
  if (street) line('place-popup-line', street);
  const area = [place.municipality, place.department ? departments[place.department] : '']
    .filter(Boolean)
    .join(', ');
  if (area) line('place-popup-line', area);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-link btn-sm place-popup-show';
  button.textContent = placeTexts.showInList;
  button.addEventListener('click', showInList);
  box.append(button);
  return box;
}

/** Enter and Space choose a marker, as they would a button (Leaflet gives markers role="button"). */
function onActivate(
  marker: L.Marker,
  label: string,
  pressed: boolean | null,
  activate: (byKeyboard: boolean) => void,
): void {
  const icon = marker.getElement();
  if (!icon) return;
  icon.setAttribute('aria-label', label);
  if (pressed !== null) icon.setAttribute('aria-pressed', String(pressed));
  icon.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(true);
  });
}

/** The pane of the departments' names: above the outline, under the markers and their popups. */
const labelPane = 'department-labels';

/**
 * Each department's name at the centre of its land (label-point.ts). Names that would cover a marker, a control
 * of the map or one another at this zoom are hidden, and so are names the map's edge would cut; the larger
 * department's is kept: a name half under another is no name. Visual only: the list and the filters name every
 * place's department in words.
 */
function departmentLabels(map: L.Map): { declutter: () => void } {
  const pane = map.createPane(labelPane);
  pane.setAttribute('aria-hidden', 'true');
  const named = (departmentOutlines as FeatureCollection).features.flatMap((feature) => {
    const name = (feature.properties as { name?: unknown } | null)?.name;
    return typeof name === 'string'
      ? [{ name, at: labelPoint(feature.geometry as Polygon | MultiPolygon) }]
      : [];
  });
  // The larger departments first: theirs are the names kept when two would overlap.
  named.sort((a, b) => b.at.area - a.at.area);
  const labels = named.map(({ name, at }) =>
    L.marker([at.lat, at.lng], {
      icon: L.divIcon({
        className: 'place-map-department-label',
        iconSize: [0, 0],
        html: `<span>${escapeHtml(name)}</span>`,
      }),
      pane: labelPane,
      interactive: false,
      keyboard: false,
    }).addTo(map),
  );
  const declutter = () => {
    const container = map.getContainer();
    const frame = container.getBoundingClientRect();
    // The markers are what the map is for, and the controls are how it is used: a name they would cover is hidden.
    const taken = container.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon, .leaflet-control');
    const kept: DOMRect[] = [...taken].map((element) => element.getBoundingClientRect());
    // Each name's element is read now, not when its marker was added: Leaflet draws a layer only once the map
    // has a view, so before that a marker has no element (issue 40: every name was left shown).
    for (const label of labels) {
      const name = label.getElement()?.firstElementChild;
      if (!(name instanceof HTMLElement)) continue;
      name.hidden = false;
      const box = name.getBoundingClientRect();
      const cut =
        box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom;
      const covers = kept.some(
        (k) => box.left < k.right && box.right > k.left && box.top < k.bottom && box.bottom > k.top,
      );
      name.hidden = cut || covers;
      if (!name.hidden) kept.push(box);
    }
  };
  return { declutter };
}

export function createPlaceMap(element: HTMLElement, options: PlaceMapOptions): PlaceMapView {
  // Scroll-wheel zoom would trap a page scroll that passes over the map; the buttons and keys still zoom.
  const map = L.map(element, {
    scrollWheelZoom: false,
    keyboard: true,
    // Without tiles there is nothing closer to see than a street's width of outline.
    maxZoom: options.tilesUrl ? 19 : placeFinderSettings.fitMaxZoom,
  });
  map.getContainer().setAttribute('aria-label', options.label);
  map.getContainer().classList.toggle('has-tiles', options.tilesUrl !== '');
  L.geoJSON(departmentOutlines as FeatureCollection, {
    attribution: escapeHtml(placeTexts.baseMapCredit),
    interactive: false,
    style: { className: 'place-map-department', weight: 1 },
  }).addTo(map);
  if (options.tilesUrl)
    L.tileLayer(options.tilesUrl, { attribution: escapeHtml(options.attribution), maxZoom: 19 }).addTo(map);
  const labels = departmentLabels(map);
  // A view before any place is known: El Salvador.
  map.setView([13.7, -89.2], 8);

  const layer = L.layerGroup().addTo(map);
  const singles = new Map<string, L.Marker>();
  let located: Located[] = [];
  let selected: string | null = null;
  let shownKey = '';

  const highlight = () => {
    for (const [uid, marker] of singles) {
      const icon = marker.getElement();
      icon?.classList.toggle('is-selected', uid === selected);
      icon?.setAttribute('aria-pressed', String(uid === selected));
      marker.setZIndexOffset(uid === selected ? 1000 : 0);
    }
  };

  const single = (place: Located): L.Marker => {
    const marker = L.marker([place.coordinates.latitude, place.coordinates.longitude], {
      icon: L.divIcon({
        className: 'place-marker',
        iconSize: [markerSize, markerSize],
        iconAnchor: [markerSize / 2, markerSize / 2],
        html: '',
      }),
      title: place.title,
      keyboard: true,
      riseOnHover: true,
    });
    marker.bindPopup(() => popupContent(place, () => options.onShowInList(place.uid)), {
      autoPanPadding: [24, 24],
    });
    const choose = (byKeyboard: boolean) => {
      options.onSelect(place.uid);
      marker.openPopup();
      // A keyboard user goes on in the popup, whose button leads to the entry.
      if (byKeyboard) marker.getPopup()?.getElement()?.querySelector('button')?.focus();
    };
    // Leaflet opens a bound popup on click by itself; choosing it also highlights the entry.
    marker.on('click', () => options.onSelect(place.uid));
    marker.on('add', () => onActivate(marker, place.title, selected === place.uid, choose));
    return marker;
  };

  /** `at`: where the group's first place is, so that it keeps its distance from every other marker. */
  const group = (places: Located[], at: L.LatLng): L.Marker => {
    const bounds = L.latLngBounds(places.map((p) => [p.coordinates.latitude, p.coordinates.longitude]));
    const label = placeTexts.mapGroup(places.length);
    const marker = L.marker(at, {
      icon: L.divIcon({
        className: 'place-marker-group',
        iconSize: [groupSize, groupSize],
        iconAnchor: [groupSize / 2, groupSize / 2],
        html: `<span aria-hidden="true">${places.length}</span>`,
      }),
      title: label,
      keyboard: true,
    });
    const zoomIn = (byKeyboard: boolean) => {
      // The group's marker goes away as the map zooms; a keyboard user keeps the focus on the map.
      if (byKeyboard) map.getContainer().focus({ preventScroll: true });
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: map.getMaxZoom() });
    };
    marker.on('click', () => zoomIn(false));
    marker.on('add', () => onActivate(marker, label, null, zoomIn));
    return marker;
  };

  /** Draws each place alone where it has room on screen, else in a numbered group. */
  const draw = () => {
    const zoom = map.getZoom();
    const groups: { at: L.Point; places: Located[] }[] = [];
    for (const place of located) {
      const at = map.project([place.coordinates.latitude, place.coordinates.longitude], zoom);
      const near = groups.find(
        (g) => Math.abs(g.at.x - at.x) < groupDistance && Math.abs(g.at.y - at.y) < groupDistance,
      );
      if (near) near.places.push(place);
      else groups.push({ at, places: [place] });
    }
    layer.clearLayers();
    singles.clear();
    for (const { at, places } of groups) {
      const [first] = places;
      if (places.length === 1 && first) {
        const marker = single(first);
        singles.set(first.uid, marker);
        layer.addLayer(marker);
      } else {
        layer.addLayer(group(places, map.unproject(at, zoom)));
      }
    }
    highlight();
  };
  map.on('zoomend', draw);
  map.on('zoomend moveend resize', labels.declutter);

  return {
    showPlaces(places) {
      const next = places.filter((p): p is Located => p.coordinates !== null);
      const key = next.map((p) => p.uid).join(' ');
      if (key === shownKey) return;
      shownKey = key;
      located = next;
      if (located.length > 0) {
        const bounds = L.latLngBounds(located.map((p) => [p.coordinates.latitude, p.coordinates.longitude]));
        map.fitBounds(bounds, { padding: [24, 24], maxZoom: placeFinderSettings.fitMaxZoom, animate: false });
      }
      draw();
      labels.declutter();
    },
    select(uid) {
      selected = uid;
      const place = located.find((p) => p.uid === uid);
      if (!place) {
        highlight();
        return;
      }
      const at = L.latLng(place.coordinates.latitude, place.coordinates.longitude);
      const marker = singles.get(place.uid);
      if (marker) {
        highlight();
        map.panTo(at);
        if (!marker.isPopupOpen()) marker.openPopup();
      } else {
        // Inside a group: zoom in until it stands alone (the redraw after the zoom highlights it).
        map.setView(at, Math.max(map.getZoom(), placeFinderSettings.fitMaxZoom));
      }
    },
    destroy() {
      map.remove();
      singles.clear();
    },
  };
}
