/**
 * The visitor's public address for the consent event (docs/behaviour.md §7): GET {url}?format=json, field `ip`.
 * Any failure — nothing configured, network, status, shape, or no answer in time — warns and gives
 * 'unknown' (docs/behaviour.md §8): recording the choice matters more than the address.
 */
import { errorMessage } from '../common/errors';

export const unknownIp = 'unknown';

export interface IpLookupOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function lookupIp({ url, timeoutMs, fetch: fetchFn = fetch }: IpLookupOptions): Promise<string> {
  if (!url) {
    console.warn(`IP lookup is not configured (VITE_IP_LOOKUP_URL); recording '${unknownIp}'.`);
    return unknownIp;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const target = new URL(url, globalThis.location?.href);
    target.searchParams.set('format', 'json');
    const response = await fetchFn(target.href, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await response.json();
    const ip = typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : undefined;
    if (typeof ip !== 'string' || !ip) throw new Error('the response has no "ip" field');
    return ip;
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : errorMessage(error);
    console.warn(`IP lookup failed (${reason}); recording '${unknownIp}'.`);
    return unknownIp;
  } finally {
    clearTimeout(timer);
  }
}
