import { domainTexts } from '../../config/site';

/**
 * Visible "Ver en el mapa", plus the place's name for screen readers: a page lists many places, and
 * a links list of identical "Ver en el mapa" entries would not say which is which.
 */
export function MapLinkText({ place, external }: { place: string; external: boolean }) {
  return (
    <>
      {domainTexts.mapLink}
      <span className="visually-hidden">
        {place ? `: ${place}` : ''}
        {external ? ` ${domainTexts.newTabHint}` : ''}
      </span>
    </>
  );
}
