/**
 * The tag manager's `window.dataLayer` (SPEC §7). Pushing creates the array when no tag-manager
 * script has yet, so entries pushed before it loads are still read once it does.
 */
export type DataLayerEntry = Record<string, string | boolean | number>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function pushToDataLayer(entry: DataLayerEntry, win: Window = window): void {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(entry);
}
