import { componentsIn, type BlockRegistry } from './block-registry';
import { eagerBlocks } from './eager-blocks';
import { lazyBlocks, type AnyBlockComponent } from './lazy-blocks';

export interface ClientRegistry extends BlockRegistry {
  /** Loads the code of every block type in a content tree; resolves when all can render. */
  loadFor(content: unknown): Promise<void>;
}

/** The browser's registry: eager blocks at once, the others downloaded when a page needs them. */
export function createClientRegistry(): ClientRegistry {
  const loaded = new Map<string, AnyBlockComponent>(
    Object.entries(eagerBlocks).filter((entry): entry is [string, AnyBlockComponent] => !!entry[1]),
  );
  const pending = new Map<string, Promise<void>>();
  const load = (name: string): Promise<void> => {
    if (loaded.has(name)) return Promise.resolve();
    const loader = (lazyBlocks as Record<string, (() => Promise<AnyBlockComponent>) | undefined>)[name];
    if (!loader) return Promise.resolve(); // Unknown components render nothing anyway.
    let promise = pending.get(name);
    if (!promise) {
      promise = loader().then(
        (component) => {
          loaded.set(name, component);
        },
        (error: unknown) => {
          pending.delete(name);
          throw error;
        },
      );
      pending.set(name, promise);
    }
    return promise;
  };
  return {
    get: (component) => loaded.get(component),
    loadFor: (content) => Promise.all([...componentsIn(content)].map(load)).then(() => undefined),
  };
}
