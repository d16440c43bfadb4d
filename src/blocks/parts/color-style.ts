import { hasCssColorSyntax } from '../../content/css-color-syntax';
import { isThemeColor } from '../../content/theme-colors';

/** A validated colour as a Bootstrap class (theme names) or an inline style value (CSS colours). */
export function colorClass(value: string | undefined, kind: 'text' | 'bg'): string | undefined {
  return value && isThemeColor(value) ? `${kind}-${value}` : undefined;
}

/**
 * The colour for `style=""`. Checked again although the schema already did (docs/behaviour.md §5.5): React
 * escapes HTML in a style value but not CSS, so anything but a plain colour could add declarations.
 */
export function colorValue(value: string | undefined): string | undefined {
  return value && !isThemeColor(value) && hasCssColorSyntax(value) ? value : undefined;
}

/** `{ background }` for a slide or slider background colour, or nothing. */
export function backgroundStyle(value: string | undefined): { background: string } | undefined {
  return value && hasCssColorSyntax(value) ? { background: value } : undefined;
}
