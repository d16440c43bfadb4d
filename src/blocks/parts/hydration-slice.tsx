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
 * layout give it. Anything else renders without ever waiting.
 */
export function HydrationSlice({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <SliceGate>{children}</SliceGate>
    </Suspense>
  );
}

/**
 * Only a region's first render, while hydrating, may wait: a later render, or a region the visitor's action
 * mounts while the page is still hydrating, renders at once (waiting would blank it until its turn). A class:
 * its flags belong to the instance, read and set while rendering as Suspense's protocol requires.
 */
class SliceGate extends Component<{ children: ReactElement }> {
  static override contextType = HydrationSlicesContext;
  declare context: ContextType<typeof HydrationSlicesContext>;
  private rendered = false;
  private waited = false;

  override componentDidMount() {
    // The first commit after a wait: the region has hydrated, in the task its turn came.
    if (!this.waited) return;
    this.waited = false;
    this.context?.regionHydrated();
  }

  override render() {
    const slices = this.context;
    const { children } = this.props;
    if (slices && !this.rendered && typeof children.type === 'string' && slices.shouldYield()) {
      this.waited = true;
      // Suspense's protocol: the thrown promise is the region's turn.
      throw slices.nextSlice();
    }
    this.rendered = true;
    return children;
  }
}
