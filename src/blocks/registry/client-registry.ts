import type { AnyBlockComponent } from './block-view';
import { componentsIn } from './components-in';
import { blockDeclarations, declarationOf } from './declarations';
import type { BlockRegistry } from './installed-registry';

export interface ClientRegistry extends BlockRegistry {
  /** Loads the code of every block type in a content tree; resolves when all can render. */
  loadFor(content: unknown): Promise<void>;
}

/** The eager blocks' views: in the entry chunk, so there from the start. */
function eagerViews(): Map<string, AnyBlockComponent> {
  const views = new Map<string, AnyBlockComponent>();
  for (const [name, declaration] of Object.entries(blockDeclarations))
    if (declaration.loading === 'eager') views.set(name, declaration.view as unknown as AnyBlockComponent);
  return views;
}

/** The browser's registry: eager blocks at once, the others downloaded when a page needs them. */
export function createClientRegistry(): ClientRegistry {
  const loaded = eagerViews();
  const pending = new Map<string, Promise<void>>();
  const load = (name: string): Promise<void> => {
    if (loaded.has(name)) return Promise.resolve();
    const declaration = declarationOf(name);
    // Unknown components render nothing anyway.
    if (declaration?.loading !== 'lazy') return Promise.resolve();
    let promise = pending.get(name);
    if (!promise) {
      promise = declaration.load().then(
        (component) => {
          loaded.set(name, component as unknown as AnyBlockComponent);
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
