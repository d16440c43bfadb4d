import type { AnyBlockComponent } from './block-view';
import { blockDeclarations } from './declarations';
import type { BlockRegistry } from './installed-registry';

/**
 * Every block component, by name, once loadEveryBlock() has resolved; the preview screen decorates the
 * entries (editor/editable-blocks.tsx). The server and preview bundles are built as one file each
 * (src/site-builder/bundle/vite-builds.ts), so loading the lazy blocks there downloads nothing.
 */
export const blockComponents: Record<string, AnyBlockComponent> = {};

/** Every block component at once: the server (prerender) and the preview screens use it. */
export const staticRegistry: BlockRegistry = {
  get(component) {
    // Read at call time: the preview screen decorates the registry's entries after loading.
    return Object.hasOwn(blockComponents, component) ? blockComponents[component] : undefined;
  },
};

let everyBlock: Promise<BlockRegistry> | undefined;

/** Fills the static registry with every block, eager and lazy; resolves to it. */
export function loadEveryBlock(): Promise<BlockRegistry> {
  everyBlock ??= Promise.all(
    Object.entries(blockDeclarations).map(async ([name, declaration]) => {
      const view = declaration.loading === 'eager' ? declaration.view : await declaration.load();
      return [name, view as unknown as AnyBlockComponent] as const;
    }),
  ).then((views) => {
    for (const [name, view] of views) blockComponents[name] = view;
    return staticRegistry;
  });
  return everyBlock;
}
