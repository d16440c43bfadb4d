/**
 * The tag manager's `window.dataLayer`. The site keeps its own reference to the array it pushes to:
 * page markup can clobber the global (two `<a id="dataLayer">` make `window.dataLayer` an
 * HTMLCollection through the browser's named access on window), and consent records and page views
 * must still be written somewhere a tag manager can read.
 */
export type DataLayerEntry = Record<string, string | boolean | number>;

declare global {
  interface Window {
    /** Not always an array: markup can put an element or a collection here (named access on window). */
    dataLayer?: unknown;
  }
}

/** One array per window (tests use several windows; the browser has one). */
const ownLayers = new WeakMap<Window, DataLayerEntry[]>();

/**
 * The site's data layer of this window, made on first use: the page's own `window.dataLayer` when it
 * is a real array (a tag-manager snippet may have made it first), otherwise a new array that
 * `window.dataLayer` is pointed at when the property can be assigned. An own property on window
 * hides elements named `dataLayer`, so later markup cannot take it over again.
 */
export function siteDataLayer(win: Window = window): DataLayerEntry[] {
  const current: unknown = win.dataLayer;
  const own = ownLayers.get(win);
  if (own && (current === own || !Array.isArray(current))) {
    if (current !== own) pointWindowAt(win, own);
    return own;
  }
  const layer = Array.isArray(current) ? (current as DataLayerEntry[]) : [];
  ownLayers.set(win, layer);
  if (current !== layer) pointWindowAt(win, layer);
  return layer;
}

function pointWindowAt(win: Window, layer: DataLayerEntry[]): void {
  try {
    win.dataLayer = layer;
  } catch {
    // A read-only `dataLayer` (defined by some script): the site keeps writing to its own array.
  }
}

export function pushToDataLayer(entry: DataLayerEntry, win: Window = window): void {
  siteDataLayer(win).push(entry);
}
