/**
 * The site's icon set: the SVG bodies of only the bootstrap-icons the components and the content use,
 * made at bundle time from the content being built (icon-set-plugin.ts serves it as `virtual:icon-set`).
 *
 * Why in the bundle: icons must be in the prerendered HTML and identical at hydration, so the browser needs
 * them synchronously. The icon font or the full sprite would ship ~2,000 icons for a dozen used; a lazy
 * `import.meta.glob` over the icon folder would emit ~2,000 chunks and render nothing until loaded. A
 * module of the used icons costs a few hundred bytes each, and an icon an editor picks is in the next build
 * without a developer.
 */
import { readFileSync } from 'node:fs';
import { defaults } from '../../config/site';
import { iconUses } from '../../content/icon-fields';
import { bootstrapIconFile, isBootstrapIcon } from '../../content/bootstrap-icons';

/**
 * Icons the components draw themselves (banking links, telephone, error notice, external links, the header's
 * online-banking link, the contact details, the search form, a product's next steps).
 */
export const codeIcons: readonly string[] = [
  defaults.icon,
  'person',
  'briefcase',
  'buildings',
  'cash-coin',
  'telephone',
  'exclamation-triangle',
  'lock',
  'envelope',
  'clock',
  'search',
  'geo-alt',
  'phone',
];

/** The inner markup of an icon's SVG file (its paths), without the outer <svg> element. */
export function iconBody(name: string): string {
  const svg = readFileSync(bootstrapIconFile(name), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`bootstrap-icons/${name}.svg has no <svg> element`);
  return inner.replace(/\s*\n\s*/g, '').trim();
}

/**
 * The icons a site needs: the components' own and every one its content names that bootstrap-icons has,
 * sorted. A name it lacks is left out (the component shows the default icon; the build warns).
 */
export function siteIconNames(contents: Iterable<unknown>): string[] {
  const names = new Set(codeIcons);
  for (const content of contents) {
    for (const use of iconUses(content)) if (isBootstrapIcon(use.name)) names.add(use.name);
  }
  return [...names].sort();
}

/** The `virtual:icon-set` module: `iconSet`, icon name → SVG body. */
export function iconSetModule(names: readonly string[]): string {
  const entries = names.map((name) => [name, iconBody(name)] as const);
  return `export const iconSet = ${JSON.stringify(Object.fromEntries(entries))};\n`;
}
