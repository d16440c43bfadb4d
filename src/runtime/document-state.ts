import { integrations } from '../config/integrations';
import type { InitialState } from '../content/page-data-types';
import { initialStateElementId } from '../layouts/document-ids';

/** The build hash the page was rendered with (docs/behaviour.md §5: page data must carry the same hash). */
export function readBuildHash(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-hash"]')?.content ?? '';
}

/**
 * The origin the page was built for, which canonical and link-preview URLs start with. SITE_URL reaches
 * the server render but not the browser bundle (Vite inlines only VITE_* values), so the prerendered
 * canonical link is the authority.
 */
export function readSiteUrl(doc: Document = document): string {
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical?.href ? new URL(canonical.href).origin : integrations.siteUrl;
}

/** The page's own data, embedded as a non-executed JSON script. */
export function readInitialState(doc: Document = document): InitialState {
  const element = doc.getElementById(initialStateElementId);
  if (!element?.textContent)
    throw new Error(`Missing #${initialStateElementId}: the page was not built by this site.`);
  return JSON.parse(element.textContent) as InitialState;
}
