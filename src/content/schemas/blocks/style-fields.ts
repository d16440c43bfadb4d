/**
 * Field shapes for styling and embedding options. Values end up in class names, inline styles and
 * iframe/video sources, so each is checked against a closed form here instead of trusted as free text.
 */
import { z } from 'zod';
import { colorInput, isCssColor } from '../../css-color';
import { inlineDeclarations } from '../../inline-declarations';
import { isThemeColor } from '../../theme-colors';
import { withFieldCheck } from '../field-warnings';

/** A raw value for a report: JSON, cut short (a hostile value may be long). */
export function shortJson(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
}

/** The colour to use: a CSS colour (or, when allowed, a theme name), or undefined (unset or left out). */
function usableColor(value: unknown, themeNames: boolean): string | undefined {
  const raw = colorInput(value);
  if (!raw) return undefined;
  return (themeNames && isThemeColor(raw)) || isCssColor(raw) ? raw : undefined;
}

function colorField(themeNames: boolean) {
  const expected = themeNames ? 'a theme colour name or a CSS colour' : 'a CSS colour';
  return withFieldCheck(
    z
      .unknown()
      .optional()
      .transform((v) => usableColor(v, themeNames)),
    (raw) =>
      colorInput(raw) === '' || usableColor(raw, themeNames) !== undefined
        ? null
        : {
            code: 'invalid_color',
            message: `Not ${expected} (#0b4ea2, rgb(11 78 162), navy); the value is left out`,
            found: shortJson(raw),
            hint: 'Correct the colour in Storyblok; until then the block shows without it.',
          },
  );
}

/**
 * A colour shown as a class or inline style: a theme name (`primary`, a Bootstrap class) or a CSS colour,
 * as a plain string or as the colour-picker plugin's object (`{ color: '#0b4ea2' }`). '' and null mean
 * "not set"; anything else is left out with a warning (docs/behaviour.md §5.5), never put into `style=""`.
 */
export const color = () => colorField(true);

/** A colour that only ever goes into `style=""` (slide and slider backgrounds): a CSS colour, nothing else. */
export const cssColor = () => colorField(false);

const lengthPattern = /^(\d+(?:\.\d+)?)(px|%|vh|vw|rem|em)?$/;

/** A CSS length; a bare number means pixels. '' and null give the fallback. */
export const cssLength = (fallback: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v, ctx): string => {
      const raw = String(v ?? '').trim();
      if (!raw) return fallback;
      const match = lengthPattern.exec(raw);
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a length such as 400, 400px, 60vh or 100%, found "${raw}"`,
        });
        return z.NEVER;
      }
      return `${match[1]}${match[2] ?? 'px'}`;
    });

/** An address to embed (iframe, video): https/http or a site path; never javascript:, data: or the like. */
export const embedUrl = () =>
  z
    .string()
    .nullish()
    .transform((v, ctx): string => {
      const raw = (v ?? '').trim();
      if (!raw || /^https?:\/\//i.test(raw) || /^\/(?!\/)/.test(raw)) return raw;
      ctx.addIssue({ code: 'custom', message: `expected an http(s) address or a site path, found "${raw}"` });
      return z.NEVER;
    });

/** A Bootstrap spacing step 0–5 for padding options; numbers are accepted as Storyblok may send them. */
export const spacing = () =>
  z
    .union([z.enum(['0', '1', '2', '3', '4', '5']), z.number().int().min(0).max(5), z.literal('')])
    .nullish()
    .transform((v): string | undefined =>
      v === '' || v === null || v === undefined ? undefined : String(v),
    );

/**
 * A free list of CSS declarations written into `style=""` (the carousel panel's `styles`): only the
 * declarations content/inline-declarations.ts allows are kept; the others are left out with a warning.
 */
export const inlineStyle = () =>
  withFieldCheck(
    z
      .string()
      .nullish()
      .transform((v) =>
        inlineDeclarations(v ?? '')
          .kept.map(([property, value]) => `${property}: ${value}`)
          .join('; '),
      ),
    (raw) => {
      const dropped = typeof raw === 'string' ? inlineDeclarations(raw).dropped : [];
      return dropped.length === 0
        ? null
        : {
            message: `Declarations left out (only colours, backgrounds, padding, borders, alignment, fonts, min-height and custom properties are allowed): ${dropped.join('; ')}`,
            found: shortJson(raw),
            hint: 'Style the panel with those properties, or with a class in "classes".',
          };
    },
  );
