/**
 * A place's one map control (docs/behaviour.md §10), the same on agencies and ATMs: the pin and its words.
 * With coordinates it gives directions to them ('Cómo llegar', a maps address in a new tab); without, it is
 * the editor's map pin link ('Ver en el mapa'). Never both: two links to the same map read as two places.
 */
import { assets, domainTexts } from '../../config/site';
import { placeFinderSettings, placeTexts } from '../../config/places';
import { resolveLink } from '../../content/links';
import { DecorativeIcon } from '../parts/decorative-icon';
import { SiteLink } from '../parts/link';
import { mapLinkName } from './map-link-name';
import { coordinatesOf, type PlaceBlok } from './place';

export function directionsHref(latitude: number, longitude: number): string {
  return placeFinderSettings.directionsUrl
    .replace('{lat}', String(latitude))
    .replace('{lng}', String(longitude));
}

/** The pin before the words; the words name the link, so the picture is decoration. */
const pin = <DecorativeIcon src={assets.locationIcon} size={20} className="place-map-link-pin" />;

export function PlaceMapLink({ blok }: { blok: PlaceBlok }) {
  const coordinates = coordinatesOf(blok);
  if (coordinates) {
    return (
      <a
        className="place-map-link"
        href={directionsHref(coordinates.latitude, coordinates.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        // The visible words plus which place, and that a new tab opens: many places share the words.
        aria-label={`${placeTexts.directions}${blok.title ? `: ${blok.title}` : ''} ${domainTexts.newTabHint}`}
      >
        {pin}
        {placeTexts.directions}
      </a>
    );
  }
  const link = resolveLink(blok.url);
  if (!link) return null;
  return (
    <SiteLink link={link} className="place-map-link" aria-label={mapLinkName(blok.title, link.external)}>
      {pin}
      {domainTexts.mapLink}
    </SiteLink>
  );
}
