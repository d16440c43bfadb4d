/**
 * Content negotiation of the build's precompressed files (RFC 9110 §12.5.3), done before sirv: sirv only
 * looks for the substrings `br` and `gzip` in Accept-Encoding, so `br;q=0` ("never brotli") got brotli
 * (issue 22). The result is handed to sirv as a clean Accept-Encoding value.
 */

/** The encodings the build writes beside text files (src/site-builder/write/compress.ts), the smaller first. */
export const compressedEncodings = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof compressedEncodings)[number];

/** `q=` weight (§12.4.2): 0 to 1, at most three decimals; whitespace around `=` is tolerated. */
const qValue = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** Weights by lower-case coding name; an element with a malformed weight is left out. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const element of header.split(',')) {
    const [rawName = '', ...params] = element.split(';').map((part) => part.trim());
    // `x-gzip` is gzip (§8.4.1.3).
    const name = rawName.toLowerCase() === 'x-gzip' ? 'gzip' : rawName.toLowerCase();
    if (!name) continue;
    let weight = 1;
    let malformed = false;
    for (const param of params) {
      if (!/^q\s*=/i.test(param)) continue;
      const match = qValue.exec(param);
      if (match?.[1] === undefined) malformed = true;
      else weight = Number(match[1]);
    }
    if (malformed) continue;
    // Named twice: the lower weight, so a `q=0` anywhere is respected.
    result.set(name, Math.min(weight, result.get(name) ?? 1));
  }
  return result;
}

/**
 * The compressed encodings a client accepts, best first; empty means "send the file as it is". No header
 * means identity (what browsers that send none expect, and what the server always did). `*` stands for any
 * coding not named. An encoding the client weighs below an explicitly weighted identity is not used. When even identity is refused
 * (`identity;q=0`, or `*;q=0` without identity) and no compressed copy is acceptable, the file is still sent
 * as it is: §12.5.3 lets the server send an unlisted coding rather than fail, and a 406 would only break the
 * page.
 */
export function acceptedEncodings(header: string | undefined): CompressedEncoding[] {
  if (header === undefined) return [];
  const listed = weights(header);
  const weightOf = (name: string): number => listed.get(name) ?? listed.get('*') ?? 0;
  // Identity is acceptable when not named, but only a weight the client gave it ranks it above a coding.
  const identity = weightOf('identity');
  return compressedEncodings
    .filter((encoding) => weightOf(encoding) > 0 && weightOf(encoding) >= identity)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/**
 * The Accept-Encoding value to hand sirv: sirv tries brotli before gzip whenever both are named, so gzip
 * alone when the client prefers it. A path without a compressed copy falls back to the plain file.
 */
export function sirvAcceptEncoding(accepted: readonly CompressedEncoding[]): string {
  return accepted[0] === 'gzip' ? 'gzip' : accepted.join(', ');
}
