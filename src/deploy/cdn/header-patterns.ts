/** What the CDN configuration writers share about the path patterns and header names of `_headers`. */

/** A path the pattern covers and no more specific pattern of the rules does. */
export function samplePath(pattern: string): string {
  return pattern.endsWith('/*') ? `${pattern.slice(0, -1)}x` : pattern;
}

/** `x-frame-options` → `X-Frame-Options`: the spelling operators read in a CDN's console. */
export function canonicalName(header: string): string {
  return header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}
