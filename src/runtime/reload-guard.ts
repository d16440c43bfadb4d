/**
 * At most one full reload per path and build (SPEC §8 INVALID_HASH reaction, without the original's
 * reload loop): remembers in sessionStorage which path was reloaded from which document build.
 */
const prefix = 'site:reloaded:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); then there is no guard but also no loop risk beyond one reload.
    return null;
  }
}

/** True if this path may be reloaded now; records the reload. */
export function claimReload(path: string, buildHash: string): boolean {
  const store = storage();
  if (!store) return true;
  if (store.getItem(prefix + path) === buildHash) return false;
  store.setItem(prefix + path, buildHash);
  return true;
}
