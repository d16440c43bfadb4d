import type { BlockRegistry } from './block-registry';
import type { AnyBlockComponent } from './lazy-blocks';
import { blockComponents } from './registry';

/** Every block component at once: the server (prerender) and the preview screens use it. */
export const staticRegistry: BlockRegistry = {
  get(component) {
    // Read at call time: the preview screen decorates the registry's entries after import.
    const components = blockComponents as unknown as Record<string, AnyBlockComponent>;
    return Object.hasOwn(components, component) ? components[component] : undefined;
  },
};
