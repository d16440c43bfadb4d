/**
 * Theme colour names usable as Bootstrap `text-*` / `bg-*` classes (src/styles/theme.scss + Bootstrap).
 * Kept free of zod so blocks can import it without pulling the schemas into the browser bundle.
 */
export const themeColors = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
  'white',
  'black',
  'body',
  'transparent',
] as const;

export type ThemeColor = (typeof themeColors)[number];

export function isThemeColor(value: string): value is ThemeColor {
  return (themeColors as readonly string[]).includes(value);
}
