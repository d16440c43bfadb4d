import { integrations } from '../../config/integrations';
import { placeTexts } from '../../config/places';
import type { BlockOf } from '../../content/schemas/registry';

/**
 * The server the place finder's map takes its images from, as this build is configured
 * (`VITE_MAP_TILES_URL`, docs/behaviour.md §10.7, decision 0004): none, the site itself (a path from the
 * root), or another host, named with its credit. The privacy page says it in its own words around it.
 */
export function mapProviderText(tilesUrl: string, attribution: string): string {
  if (!tilesUrl) return placeTexts.mapProvider.off;
  if (tilesUrl.startsWith('/')) return placeTexts.mapProvider.sameSite;
  // The braces of {z}/{x}/{y} are not valid in a host name; the settings check already refused {s}.
  const host = new URL(tilesUrl.replace(/[{}]/g, '')).host;
  return placeTexts.mapProvider.thirdParty(host, attribution);
}

export function MapProviderBlock(_props: { blok: BlockOf<'map_provider'> }) {
  return (
    <p className="map-provider">
      {mapProviderText(integrations.mapTilesUrl, integrations.mapTilesAttribution)}
    </p>
  );
}
