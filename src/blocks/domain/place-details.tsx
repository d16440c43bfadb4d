/**
 * What the optional place fields add to an agency or ATM (docs/behaviour.md §10): where it is (municipality,
 * department), its hours, its services and directions to its coordinates. Nothing when none is set, so a
 * place written before these fields looks as it did.
 */
import { departments } from '../../common/places/departments';
import { hasHours } from '../../common/places/opening-hours';
import { placeServices } from '../../common/places/services';
import { domainTexts } from '../../config/site';
import { placeFinderSettings, placeTexts } from '../../config/places';
import { coordinatesOf, hoursOf, type PlaceBlok } from './place';
import { hoursLines } from './place-hours';

export function directionsHref(latitude: number, longitude: number): string {
  return placeFinderSettings.directionsUrl
    .replace('{lat}', String(latitude))
    .replace('{lng}', String(longitude));
}

export function PlaceDetails({ blok }: { blok: PlaceBlok }) {
  const area = [blok.municipality, blok.department ? departments[blok.department] : '']
    .filter(Boolean)
    .join(', ');
  const hours = hoursOf(blok);
  const services = blok.services ?? [];
  const coordinates = coordinatesOf(blok);
  if (!area && !hasHours(hours) && !blok.holiday_note && services.length === 0 && !coordinates) return null;
  return (
    <div className="place-details">
      {area && <p className="place-area">{area}</p>}
      {hasHours(hours) && (
        <div className="place-hours">
          <p className="place-details-label">{placeTexts.hours}</p>
          <ul className="list-unstyled">
            {hoursLines(hours).map((line) => (
              <li key={line.days}>
                {line.days}: {line.hours}
              </li>
            ))}
          </ul>
        </div>
      )}
      {blok.holiday_note && <p className="place-holiday-note">{blok.holiday_note}</p>}
      {services.length > 0 && (
        <div className="place-services">
          <p className="place-details-label">{placeTexts.services}</p>
          <ul>
            {services.map((service) => (
              <li key={service}>{placeServices[service]}</li>
            ))}
          </ul>
        </div>
      )}
      {coordinates && (
        <a
          className="place-directions"
          href={directionsHref(coordinates.latitude, coordinates.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          // The visible words plus which place, and that a new tab opens: many places share the words.
          aria-label={`${placeTexts.directions}${blok.title ? `: ${blok.title}` : ''} ${domainTexts.newTabHint}`}
        >
          {placeTexts.directions}
        </a>
      )}
    </div>
  );
}
