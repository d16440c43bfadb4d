import type { CSSProperties } from 'react';

/**
 * Turns an editor-written CSS declaration list ("background: #0b4ea2; padding-top: 1rem") into a React
 * style object. Property names become camelCase; custom properties (--x) keep their name. Declarations
 * without a colon are skipped. Values containing "url(" are dropped: editors style colours and spacing,
 * and remote images in inline styles would bypass the site's image handling.
 */
export function parseInlineStyle(css: string): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value || /url\(/i.test(value) || !/^-?-?[a-z][a-z0-9-]*$/.test(property)) continue;
    const key = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}
