/**
 * The icons bootstrap-icons has: what an icon field may name (checks/missing-icons.ts warns about the rest) and what
 * the build's icon set (src/site-builder/bundle/icon-set.ts) draws from.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config/project-paths';

const iconsDir = path.join(projectRoot, 'node_modules', 'bootstrap-icons', 'icons');

/** The SVG file of a bootstrap-icons icon. */
export function bootstrapIconFile(name: string): string {
  return path.join(iconsDir, `${name}.svg`);
}

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
 * for every icon use of every story, twice (checks/missing-icons.ts, siteIconNames).
 */
export function isBootstrapIcon(name: string): boolean {
  knownIcons ??= new Set(allIconNames());
  return knownIcons.has(name);
}
