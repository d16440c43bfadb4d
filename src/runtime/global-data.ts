/**
 * The visit's global content (logo, menus, footer): inline in the first page's state, or a hashed asset
 * the state names (docs/performance.md). The boot script has already asked for the asset with the
 * application (a preload), so this fetch is answered from that.
 */
import type { Blok } from '../content/blok';
import type { InitialState } from '../content/page-data-types';

export async function loadGlobal(
  state: InitialState,
  fetchImpl: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<Blok | null> {
  if (!state.globalUrl) return state.global ?? null;
  const response = await fetchImpl(state.globalUrl);
  if (!response.ok) throw new Error(`Failed to fetch ${state.globalUrl}.`);
  const global: unknown = await response.json();
  if (typeof global !== 'object' || global === null || Array.isArray(global)) {
    throw new Error(`${state.globalUrl} holds no global content.`);
  }
  return global as Blok;
}
