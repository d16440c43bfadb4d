import type { CSSProperties } from 'react';
import { inlineDeclarations } from '../../content/inline-declarations';

/**
 * Turns an editor-written CSS declaration list ("background: #0b4ea2; padding-top: 1rem") into a React
 * style object, keeping only the declarations content/inline-declarations.ts allows (the content check
 * warns about the others). Property names become camelCase; custom properties (--x) keep their name.
 */
export function parseInlineStyle(css: string): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const [property, value] of inlineDeclarations(css).kept) {
    const key = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}
