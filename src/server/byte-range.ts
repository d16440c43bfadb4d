/**
 * The `Range` header of a GET (RFC 9110 §14), checked before sirv sees it: sirv reads any `bytes=x-y` with
 * parseInt and hands the numbers to fs.createReadStream, which throws on a reversed or huge range and takes
 * the whole server down (issue 22). Only a single range is served; a header that is not one valid byte range
 * (another unit, bad syntax, a reversed range, several ranges) is ignored and the full body sent with 200,
 * which §14.2 allows ("a server MAY ignore the Range header field"). Serving several ranges would need
 * multipart/byteranges, which no browser needs for this site's files.
 */

/** A syntactically valid single byte range, before the size of the file is known. */
export type RangeSpec =
  { kind: 'from'; first: bigint; last: bigint | null } | { kind: 'suffix'; length: bigint };

/** Digits only: `Number()` would accept `0x10`, `1e3` and spaces. BigInt keeps 20-digit values exact. */
const digits = /^\d+$/;

/** The one byte range a Range header asks for, or null when the header is to be ignored. */
export function parseRange(header: string | undefined): RangeSpec | null {
  if (header === undefined) return null;
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).toLowerCase() !== 'bytes') return null;
  // A list (`1#range-spec`) may hold empty elements and optional whitespace around commas (RFC 9110 §5.6.1).
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return null;
  const [spec = ''] = specs;
  const dash = spec.indexOf('-');
  if (dash < 0) return null;
  const first = spec.slice(0, dash);
  const last = spec.slice(dash + 1);
  if (first === '') return digits.test(last) ? { kind: 'suffix', length: BigInt(last) } : null;
  if (!digits.test(first) || (last !== '' && !digits.test(last))) return null;
  const range: RangeSpec = { kind: 'from', first: BigInt(first), last: last === '' ? null : BigInt(last) };
  // A last position before the first makes the range invalid (§14.1.1), not unsatisfiable.
  return range.last !== null && range.last < range.first ? null : range;
}

/** What to send for a range of a file of `size` bytes. */
export type RangeAnswer =
  { kind: 'full' } | { kind: 'unsatisfiable' } | { kind: 'partial'; start: number; end: number };

/** Resolves a range against the file's size (§14.1.2): positions past the end are cut to the last byte. */
export function resolveRange(spec: RangeSpec, size: number): RangeAnswer {
  const length = BigInt(size);
  if (spec.kind === 'suffix') {
    // A suffix of zero bytes asks for nothing (§14.1.1); a suffix of an empty file would be an empty 206.
    if (spec.length === 0n) return { kind: 'unsatisfiable' };
    if (size === 0) return { kind: 'full' };
    const start = spec.length >= length ? 0n : length - spec.length;
    return { kind: 'partial', start: Number(start), end: size - 1 };
  }
  if (spec.first >= length) return { kind: 'unsatisfiable' };
  const end = spec.last === null || spec.last >= length ? length - 1n : spec.last;
  return { kind: 'partial', start: Number(spec.first), end: Number(end) };
}
