import type { AnyBlockComponent } from './block-view';

/** Where <Block> finds the component of a block type: all of them on the server, loaded ones in the browser. */
export interface BlockRegistry {
  get(component: string): AnyBlockComponent | undefined;
}

let current: BlockRegistry | null = null;

/**
 * Each entry point installs its registry once at start: the server and the preview screens the static
 * one (every component), the browser the lazily filled one. Blocks never import a registry, so the
 * browser bundle does not contain every block.
 */
export function installBlockRegistry(registry: BlockRegistry): void {
  current = registry;
}

export function blockRegistry(): BlockRegistry {
  if (!current)
    throw new Error('No block registry installed: call installBlockRegistry() in the entry point.');
  return current;
}
