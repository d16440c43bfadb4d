/**
 * Field shapes for styling and embedding options. Values end up in class names, inline styles and
 * iframe/video sources, so each is checked against a closed form here instead of trusted as free text.
 */
import { z } from 'zod';
import { isThemeColor } from '../../theme-colors';

const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A colour: a theme name or a hex code, as a plain string or as the colour-picker plugin's object
 * (`{ color: '#0b4ea2' }`). '' and null mean "not set".
 */
export const color = () =>
  z
    .union([z.string(), z.object({ color: z.string().nullish() })])
    .nullish()
    .transform((v, ctx): string | undefined => {
      const raw = (typeof v === 'object' && v !== null ? v.color : v)?.trim() ?? '';
      if (!raw) return undefined;
      if (isThemeColor(raw) || hexColor.test(raw)) return raw;
      ctx.addIssue({ code: 'custom', message: `expected a theme colour or a hex code, found "${raw}"` });
      return z.NEVER;
    });

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
        ctx.addIssue({ code: 'custom', message: `expected a length such as 400, 400px, 60vh or 100%, found "${raw}"` });
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
    .transform((v): string | undefined => (v === '' || v === null || v === undefined ? undefined : String(v)));
