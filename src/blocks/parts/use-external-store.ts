import { useEffect, useState, useSyncExternalStore } from 'react';
import { rendersServerMarkup } from '../../common/server-markup';

/**
 * useSyncExternalStore with React's server and hydration rules on any runtime: on the server, and while a
 * component hydrates the server's markup, it reads `getServerSnapshot()`; from its first effect on, and at
 * once in a component first rendered in the browser (a client navigation, the preview), it reads the store.
 * preact/compat's useSyncExternalStore ignores the server snapshot (it would read the browser's store on
 * the server and draw the browser's value over the server's markup), so this hook chooses which snapshot it
 * reads (common/server-markup.ts).
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [asServer, setAsServer] = useState(rendersServerMarkup);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point: React makes the same one for a server snapshot
    if (asServer) setAsServer(false);
  }, [asServer]);
  return useSyncExternalStore(subscribe, asServer ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
