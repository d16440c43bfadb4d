/**
 * Why a request to the content service failed below storyblok-js-client. The client turns whatever its
 * `fetch` throws into a plain `{ message }`, so the kind travels in the message (`[timeout] …`) and
 * `readTransportFailure` takes it back out on the other side.
 */
export type TransportFailureKind =
  | 'timeout'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'rate_limited'
  | 'too_large'
  | 'network'
  | 'invalid_response';

export class TransportFailure extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    readonly detail: string,
  ) {
    super(`[${kind}] ${detail}`);
    this.name = 'TransportFailure';
  }
}

const kinds: readonly TransportFailureKind[] = [
  'timeout',
  'too_many_redirects',
  'bad_redirect',
  'rate_limited',
  'too_large',
  'network',
  'invalid_response',
];

export function readTransportFailure(
  message: string,
): { kind: TransportFailureKind; detail: string } | undefined {
  const match = /^\[([a-z_]+)\] ([\s\S]*)$/.exec(message);
  const kind = match?.[1] as TransportFailureKind | undefined;
  if (!match || !kind || !kinds.includes(kind)) return undefined;
  return { kind, detail: match[2] ?? '' };
}

/** A URL as it may appear in a message: origin and path, never the query (it carries the token). */
export function urlForMessage(url: URL | string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}
