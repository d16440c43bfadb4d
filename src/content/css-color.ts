/**
 * Whether an editor's colour is a plain CSS colour and nothing more (docs/behaviour.md §5.5). Colours end up in
 * `style=""`, where React escapes HTML but not CSS: a value such as `red;position:fixed` would add declarations.
 * So only closed forms pass: hex codes, `rgb()`/`rgba()`/`hsl()`/`hsla()` with numeric arguments, and the named
 * colours (a word that is no colour is a typo worth a warning).
 */
import { colorSyntax } from './css-color-syntax';
import { cssNamedColors } from './css-named-colors';

export function isCssColor(value: string): boolean {
  const syntax = colorSyntax(value);
  return syntax === 'word' ? cssNamedColors.has(value.trim().toLowerCase()) : syntax !== null;
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
