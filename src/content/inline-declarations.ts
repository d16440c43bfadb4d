/**
 * The CSS declarations an editor may write into a block's free style field (the carousel panel's `styles`,
 * docs/behaviour.md §5.5): colours, backgrounds, padding, borders, corners, text alignment, font weight and
 * style, line height, a minimum height, and custom properties. Anything else is left out, because the field
 * is written into `style=""`: a compromised space could otherwise lay a panel over the whole page
 * (`position: fixed`, `z-index`, `inset`, negative margins, `transform`) or load from elsewhere (`url(`).
 * Values are refused when they could load or hide something: `url(`, `image-set(`, `image(`, `element(`,
 * `cross-fade(`, `expression(`, backslash escapes (which could spell any of these), `<`, `>`, `{`, `}`, `@`, `!`.
 */
const allowedProperty =
  /^(?:color|background(?:-color)?|padding(?:-(?:top|right|bottom|left|inline|block)(?:-(?:start|end))?)?|border(?:-(?:top|right|bottom|left))?(?:-(?:width|style|color))?|border-radius|text-align|font-weight|font-style|line-height|min-height|--[a-z0-9-]+)$/;

const refusedValue = /url\(|image-set\(|image\(|element\(|cross-fade\(|expression\(|[\\<>{}@!]/i;

export interface InlineDeclarations {
  /** Property (lower case) and value, in the order written. */
  kept: [property: string, value: string][];
  /** The declarations left out, as written (trimmed). */
  dropped: string[];
}

/** Splits a declaration list ("background: #e8f1fb; padding: 1rem") into what is kept and what is left out. */
export function inlineDeclarations(css: string): InlineDeclarations {
  const result: InlineDeclarations = { kept: [], dropped: [] };
  for (const raw of css.split(';')) {
    const declaration = raw.trim();
    if (!declaration) continue;
    const colon = declaration.indexOf(':');
    const property = colon > 0 ? declaration.slice(0, colon).trim().toLowerCase() : '';
    const value = colon > 0 ? declaration.slice(colon + 1).trim() : '';
    if (allowedProperty.test(property) && value && !refusedValue.test(value))
      result.kept.push([property, value]);
    else result.dropped.push(declaration);
  }
  return result;
}
