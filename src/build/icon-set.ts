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
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaults } from '../config/site';
import { iconUses } from '../content/icon-fields';
import { projectRoot } from './paths';

const iconsDir = path.join(projectRoot, 'node_modules', 'bootstrap-icons', 'icons');

/** Icons the components draw themselves (banking links, telephone, error notice, external links). */
export const codeIcons: readonly string[] = [
  defaults.icon,
  'person',
  'briefcase',
  'buildings',
  'cash-coin',
  'telephone',
  'exclamation-triangle',
];

/**
 * Every bootstrap-icons icon, for the /editor/ and /global/ preview screens: a draft may name any icon, and
 * the editor sees it at once (~170 kB brotli, loaded by editors only; the public pages carry only their own).
 */
export function allIconNames(): string[] {
  return readdirSync(iconsDir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
}

let knownIcons: ReadonlySet<string> | undefined;

/**
 * Whether bootstrap-icons has an icon of this name. One listing of the icon folder, kept: the build asks
 * for every icon use of every story, twice (missing-icons.ts, siteIconNames).
 */
export function isBootstrapIcon(name: string): boolean {
  knownIcons ??= new Set(allIconNames());
  return knownIcons.has(name);
}

/** The inner markup of an icon's SVG file (its paths), without the outer <svg> element. */
export function iconBody(name: string): string {
  const svg = readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8');
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
