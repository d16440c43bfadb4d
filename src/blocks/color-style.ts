import { isThemeColor } from '../content/theme-colors';

/** A validated colour as a Bootstrap class (theme names) or an inline style value (hex codes). */
export function colorClass(value: string | undefined, kind: 'text' | 'bg'): string | undefined {
  return value && isThemeColor(value) ? `${kind}-${value}` : undefined;
}

export function colorValue(value: string | undefined): string | undefined {
  return value && !isThemeColor(value) ? value : undefined;
}
