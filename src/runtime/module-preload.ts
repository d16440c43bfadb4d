/**
 * Warms the browser's module map without running anything: `<link rel="modulepreload">` fetches and
 * compiles a module, and the later import() evaluates it with no request (docs/performance.md).
 */
import { appendModulePreload } from '../boot/module-preload-link';
import { withPrefix } from '../config/site-paths';

/** Only the site's own hashed scripts: page data names them, and a bad entry must not load anything else. */
export function isSiteScript(url: unknown): url is string {
  return (
    typeof url === 'string' &&
    url.startsWith(withPrefix('assets/')) &&
    url.endsWith('.js') &&
    !url.includes('..') &&
    /^[\w./-]+$/.test(url)
  );
}

const preloaded = new Set<string>();

/** Adds one modulepreload link per new script URL; anything that is not a site script is ignored. */
export function preloadModules(urls: unknown, doc: Document = document): void {
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (!isSiteScript(url) || preloaded.has(url)) continue;
    preloaded.add(url);
    appendModulePreload(url, doc);
  }
}

/** The `chunks` of unchecked page data (warmed, not yet checked); anything malformed is dropped later. */
export function chunksOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null ? (json as { chunks?: unknown }).chunks : undefined;
}
