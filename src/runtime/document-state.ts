import type { InitialState } from '../content/page-data-types';
import { initialStateElementId } from '../layouts/document';

/** The build hash the page was rendered with (docs/behaviour.md §5: page data must carry the same hash). */
export function readBuildHash(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-hash"]')?.content ?? '';
}

/** The page's own data, embedded as a non-executed JSON script. */
export function readInitialState(doc: Document = document): InitialState {
  const element = doc.getElementById(initialStateElementId);
  if (!element?.textContent)
    throw new Error(`Missing #${initialStateElementId}: the page was not built by this site.`);
  return JSON.parse(element.textContent) as InitialState;
}
