/** Serves `virtual:icon-set` (icon-set.ts) to Vite: the build, the dev server and the unit tests. */
import type { Plugin } from 'vite';
import { iconSetModule } from './icon-set';

export const iconSetModuleId = 'virtual:icon-set';
/** Vite's convention for virtual modules: the \0 keeps other plugins from treating it as a file. */
export const resolvedIconSetId = `\0${iconSetModuleId}`;

/** `names` is asked each time the module loads, so the dev server can follow content edits. */
export function iconSetPlugin(names: () => readonly string[]): Plugin {
  return {
    name: 'site:icon-set',
    resolveId: (id) => (id === iconSetModuleId ? resolvedIconSetId : undefined),
    load: (id) => (id === resolvedIconSetId ? iconSetModule(names()) : undefined),
  };
}
