import { Component, createContext, Suspense, type ContextType, type ReactElement } from 'react';
import type { HydrationSlices } from '../../common/hydration-slices';

/** The first page's hydration slices while it hydrates (entry-client.tsx); null on the server and in tests. */
export const HydrationSlicesContext = createContext<HydrationSlices | null>(null);

/**
 * One region whose hydration may wait for a task of its own (docs/performance.md "Hydration in parts"). When
 * the task that hydrates the page has run its budget, the region throws the promise of its turn: Preact, hydrating,
 * keeps the region's server markup as it is (visible, links working) and resumes hydrating it when the
 * promise resolves. Preact keeps exactly one DOM node of a suspended component, so a region is one element:
 * `children` must be a single host element (`<div>`, `<header>`…), which the container blocks and the
 * layout give it. Anything else renders without ever waiting. `scope` names the slice, unique in the page
 * (a block's `_uid`, or the layout part's name): the ids of its components are counted from it.
 */
export function HydrationSlice({ scope, children }: { scope: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <SliceGate scope={scope}>{children}</SliceGate>
    </Suspense>
  );
}

/**
 * Preact's useId numbers ids in render order from the nearest vnode that carries a counter (Preact's internal
 * `_mask`, `__m` in its built code), the root if none does. Parts that hydrate out of document order would
 * number them differently from the server, which wrote its ids into the markup: a panel rendered later would
 * not match its button's aria-controls, or take another element's id. So each slice counts its own ids,
 * `Ps{scope}-{n}`, on the server and in the browser alike; `hydration-slice.test.tsx` fails if Preact changes this.
 */
interface IdCounterVNode {
  __m?: [string, number];
}

/**
 * Only a region's first render, while hydrating, may wait: a later render, or a region the visitor's action
 * mounts while the page is still hydrating, renders at once (waiting would blank it until its turn). A class:
 * its flags belong to the instance, read and set while rendering as Suspense's protocol requires.
 */
class SliceGate extends Component<{ scope: string; children: ReactElement }> {
  static override contextType = HydrationSlicesContext;
  declare context: ContextType<typeof HydrationSlicesContext>;
  private rendered = false;
  private waited = false;
  /** One counter for the instance's life: every render has a new vnode, and later ids must not repeat. */
  // `s` keeps them apart from the root's numeric counter (`P0-…`) even where a scope is a block id like `0`.
  // An id has no spaces: a scope written with some would break every id of the slice.
  private readonly ids: [string, number] = [`s${this.props.scope.replace(/\s+/g, '-')}`, 0];

  override componentDidMount() {
    // The first commit after a wait: the region has hydrated, in the task its turn came.
    if (!this.waited) return;
    this.waited = false;
    this.context?.regionHydrated();
  }

  override render() {
    const slices = this.context;
    const { children } = this.props;
    (this as unknown as { __v: IdCounterVNode }).__v.__m = this.ids;
    if (slices && !this.rendered && typeof children.type === 'string' && slices.shouldYield()) {
      this.waited = true;
      // Suspense's protocol: the thrown promise is the region's turn.
      throw slices.nextSlice();
    }
    this.rendered = true;
    return children;
  }
}
