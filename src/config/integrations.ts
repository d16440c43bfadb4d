/**
 * Third-party addresses, configurable at build time through VITE_* variables (Vite inlines them into
 * both bundles). A feature whose address is not configured is off, so a fresh clone and the tests never
 * reach the network (DESIGN.md "Deliberate deviations").
 */
type Env = Record<string, string | boolean | undefined>;

// import.meta.env exists in Vite bundles only; the Node build scripts run without it.
const env: Env = (import.meta as ImportMeta & { env?: Env }).env ?? {};

function read(name: string, fallback = ''): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const integrations = {
  /** Mobile-banking app listings for the /banca-movil-descarga/ redirect (SPEC §2). */
  appStoreUrl: read('VITE_APP_STORE_URL', 'https://apps.apple.com/sv/app/mi-bancazul/id1490000000'),
  playStoreUrl: read('VITE_PLAY_STORE_URL', 'https://play.google.com/store/apps/details?id=sv.bancoazul.mibancazul'),
} as const;
