/**
 * Whether a colour is safe to write into `style=""`: a hex code, `rgb()`/`rgba()`/`hsl()`/`hsla()` with numeric
 * arguments, or a bare word. None of these can end a declaration or load anything (no `;`, `:`, `url(`). The
 * renderer's second check (docs/behaviour.md §5.5); the schema's check (css-color.ts) also knows the named
 * colours. Small on purpose: it ships in the browser bundle.
 */

/** Far longer than any real colour; a bound keeps the patterns below cheap on hostile input. */
const maxColorLength = 80;

const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const word = /^[a-z]+$/i;
const num = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const arg = `(?:${num}(?:%|deg|rad|grad|turn)?|none)`;
// Legacy syntax: rgb(11, 78, 162) / rgba(11, 78, 162, 0.5); modern: rgb(11 78 162 / 50%).
const commaForm = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${arg}\s*,\s*${arg}\s*,\s*${arg}\s*(?:,\s*${arg}\s*)?\)$`,
  'i',
);
const spaceForm = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${arg}\s+${arg}\s+${arg}\s*(?:\/\s*${arg}\s*)?\)$`,
  'i',
);

export type ColorSyntax = 'hex' | 'function' | 'word';

/** The form of a colour, or null when it is none of the safe forms. */
export function colorSyntax(value: string): ColorSyntax | null {
  const v = value.trim();
  if (!v || v.length > maxColorLength) return null;
  if (hex.test(v)) return 'hex';
  if (word.test(v)) return 'word';
  return commaForm.test(v) || spaceForm.test(v) ? 'function' : null;
}

export function hasCssColorSyntax(value: string): boolean {
  return colorSyntax(value) !== null;
}
