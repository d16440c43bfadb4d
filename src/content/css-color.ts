/**
 * Whether an editor's colour is a plain CSS colour and nothing more (docs/behaviour.md §5.5). Colours end up in
 * `style=""`, where React escapes HTML but not CSS: a value such as `red;position:fixed` would add declarations.
 * So only closed forms pass: hex codes, `rgb()`/`rgba()`/`hsl()`/`hsla()` with numeric arguments, and the named
 * colours. Kept free of zod so the renderer can check again in the browser bundle.
 */
import { cssNamedColors } from './css-named-colors';

/** Far longer than any real colour; a bound keeps the patterns below cheap on hostile input. */
const maxColorLength = 80;

const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const num = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const arg = `(?:${num}(?:%|deg|rad|grad|turn)?|none)`;
// Legacy syntax: rgb(11, 78, 162) / rgba(11, 78, 162, 0.5); modern: rgb(11 78 162 / 50%).
const commaForm = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${arg}\s*,\s*${arg}\s*,\s*${arg}\s*(?:,\s*${arg}\s*)?\)$`, 'i');
const spaceForm = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${arg}\s+${arg}\s+${arg}\s*(?:\/\s*${arg}\s*)?\)$`, 'i');

export function isCssColor(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > maxColorLength) return false;
  return hex.test(v) || cssNamedColors.has(v.toLowerCase()) || commaForm.test(v) || spaceForm.test(v);
}

/** A colour as editors enter it: a string, or the colour-picker plugin's `{ color }` object. '' when unset. */
export function colorInput(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && !Array.isArray(value)) {
    const inner = (value as { color?: unknown }).color;
    if (inner === null || inner === undefined) return '';
    if (typeof inner === 'string') return inner.trim();
  }
  return null;
}
