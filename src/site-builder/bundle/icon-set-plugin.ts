/** Serves `virtual:icon-set` (icon-set.ts) to Vite: the build, the dev server and the unit tests. */
import type { Plugin } from 'vite';
import { iconSetModule } from './icon-set';

export const iconSetModuleId = 'virtual:icon-set';
/** Vite's convention for virtual modules: the \0 keeps other plugins from treating it as a file. */
export const resolvedIconSetId = `\0${iconSetModuleId}`;

/**
 * `names` is asked when the module loads, not when the plugin is made: a test run or a build that never
 * imports the icon set reads no icon files.
 */
export function iconSetPlugin(names: () => readonly string[]): Plugin {
  return {
    name: 'site:icon-set',
    resolveId: (id) => (id === iconSetModuleId ? resolvedIconSetId : undefined),
    load: (id) => (id === resolvedIconSetId ? iconSetModule(names()) : undefined),
  };
}
