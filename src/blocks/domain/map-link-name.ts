import { domainTexts } from '../../config/site';

/**
 * The accessible name of a place's map link: the visible "Ver en el mapa" first (so a voice command
 * that says what it sees still finds it), then the place's name, since a page lists many places and a
 * links list of identical "Ver en el mapa" entries would not say which is which. Given as one
 * `aria-label` (or the pin's alt text) rather than visible text plus a visually hidden span: browsers
 * join those parts differently (Chromium reads the hidden span, positioned absolutely, as a block and
 * adds a space before the colon; other engines drop the separator), so the name is written once here.
 */
export function mapLinkName(place: string, external: boolean): string {
  return `${domainTexts.mapLink}${place ? `: ${place}` : ''}${external ? ` ${domainTexts.newTabHint}` : ''}`;
}
