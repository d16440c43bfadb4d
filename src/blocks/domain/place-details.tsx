/**
 * What the optional place fields add to an agency or ATM (docs/behaviour.md §10): where it is (municipality,
 * department), its hours and its services (the map link is place-map-link.tsx). Nothing when none is set, so a
 * place written before these fields looks as it did.
 */
import { departments } from '../../common/places/departments';
import { hasHours } from '../../common/places/opening-hours';
import { placeServices } from '../../common/places/services';
import { placeTexts } from '../../config/places';
import { hoursOf, type PlaceBlok } from './place';
import { hoursLines } from './place-hours';

export function PlaceDetails({ blok }: { blok: PlaceBlok }) {
  const area = [blok.municipality, blok.department ? departments[blok.department] : '']
    .filter(Boolean)
    .join(', ');
  const hours = hoursOf(blok);
  const services = blok.services ?? [];
  if (!area && !hasHours(hours) && !blok.holiday_note && services.length === 0) return null;
  return (
    <div className="place-details">
      {area && <p className="place-area">{area}</p>}
      {hasHours(hours) && (
        <div className="place-hours">
          <p className="place-details-label">{placeTexts.hours}</p>
          <ul className="list-unstyled">
            {hoursLines(hours).map((line) => (
              <li key={line.days}>{line.days ? `${line.days}: ${line.hours}` : line.hours}</li>
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
    </div>
  );
}
