import { useSyncExternalStore } from 'react';

/**
 * Below Bootstrap's md breakpoint (768 px) a carousel shows one panel and a peek of the next (issue 33); the
 * same width as `.block-carousel__slot`'s phone rule in _interactive.scss.
 */
const phoneQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(phoneQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * The panels a carousel shows at once: its `panels_per_view`, or one on a phone. The server (and hydration)
 * use `panels_per_view`, so the markup matches; a phone renders again with one right after hydrating.
 */
export function usePanelsPerView(configured: number): number {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
  return phone ? 1 : configured;
}
