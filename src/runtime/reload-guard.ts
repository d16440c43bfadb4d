/**
 * Loop guard of the router's full page loads. When a page's data cannot be used, the browser loads the
 * page itself; that is always safe after a click, but a full load that never arrives where it was sent
 * (a host redirecting the page back, a landing redirect that sends the visitor to it again) could repeat
 * forever. So the target is written to sessionStorage before the load and cleared when a document starts
 * on it: a second full load of the same target while the first one is still unarrived is a loop, and is
 * refused once (which clears the mark, so a later click may try again).
 */
const key = 'site:full-load';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): no guard then, and a loop needs a redirecting host too.
    return null;
  }
}

function read(store: Storage): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(store: Storage, path: string | null): void {
  try {
    if (path === null) store.removeItem(key);
    else store.setItem(key, path);
  } catch {
    // A full storage only loses the guard, never the navigation.
  }
}

/** A document started on `path` (a route path): a full load sent here has arrived. */
export function settleFullLoad(path: string): void {
  const store = storage();
  if (store && read(store) === path) write(store, null);
}

/** True if a full load of `path` may start now (and records it); false if it would repeat an unarrived one. */
export function claimFullLoad(path: string): boolean {
  const store = storage();
  if (!store) return true;
  if (read(store) === path) {
    write(store, null);
    return false;
  }
  write(store, path);
  return true;
}
