import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupIp } from './ip-lookup';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('lookupIp', () => {
  it('asks the configured service with format=json and returns its ip field', async () => {
    const fetch = vi.fn(async () => json({ ip: '203.0.113.9' }));
    const ip = await lookupIp({ url: 'https://ip.example/lookup?x=1', timeoutMs: 1000, fetch });
    expect(ip).toBe('203.0.113.9');
    expect(fetch).toHaveBeenCalledWith('https://ip.example/lookup?x=1&format=json', expect.anything());
  });

  it("gives 'unknown' and warns when no service is configured, without a request", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async () => json({ ip: '1.1.1.1' }));
    expect(await lookupIp({ url: '', timeoutMs: 1000, fetch })).toBe('unknown');
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error status', async () => json({ ip: '1.1.1.1' }, 503)],
    ['a body without ip', async () => json({ address: '1.1.1.1' })],
    ['a body that is not JSON', async () => new Response('<html>')],
    [
      'a network error',
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("gives 'unknown' and warns on %s", async (_name, fetch) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await lookupIp({ url: 'https://ip.example/', timeoutMs: 1000, fetch })).toBe('unknown');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("gives 'unknown' once the timeout passes, aborting the request", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = lookupIp({ url: 'https://ip.example/', timeoutMs: 2500, fetch });
    await vi.advanceTimersByTimeAsync(2499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('unknown');
    expect(signal?.aborted).toBe(true);
    expect(String(warn.mock.calls[0]?.[0])).toContain('2500 ms');
  });
});
