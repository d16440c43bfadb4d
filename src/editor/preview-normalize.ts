/**
 * Normalises a draft story the way the build does (src/content/normalize.ts), but an invalid blok is not
 * left out silently: in preview it is replaced, where it stood, by a visible notice naming the problem.
 */
import { isError, type ContentError } from '../content/content-error';
import { normalizeStory } from '../content/normalize';
import type { Story } from '../content/story';

export interface PreviewStory {
  story: Story | null;
  errors: ContentError[];
}

export const previewNoticeClass = 'alert alert-warning preview-notice';

function noticeText(error: ContentError): string {
  const what = error.component ? `El bloque «${error.component}»` : 'Un bloque';
  const field = error.field ? ` (campo «${error.field}»)` : '';
  return `Vista previa: ${what} no se muestra en el sitio${field}: ${error.message}.`;
}

/** A `text` blok that shows the problem; it keeps the original `_uid` and `_editable`, so a click opens the blok. */
function noticeBlok(original: Record<string, unknown>, error: ContentError): Record<string, unknown> {
  return {
    _uid: original._uid,
    component: 'text',
    _editable: original._editable,
    custom_classes: previewNoticeClass,
    text: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: noticeText(error) }] }],
    },
  };
}

function replaceInvalid(value: unknown, invalid: ReadonlyMap<string, ContentError>): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceInvalid(item, invalid));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const error = typeof record._uid === 'string' ? invalid.get(record._uid) : undefined;
  if (error && typeof record.component === 'string') return noticeBlok(record, error);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) out[key] = replaceInvalid(item, invalid);
  return out;
}

export function normalizeForPreview(data: unknown, origin: string): PreviewStory {
  const errors: ContentError[] = [];
  const first = normalizeStory({ origin, data }, errors);
  // A warning keeps its block on the site (a value left out or replaced): only errors become notices.
  if (!errors.some(isError)) return { story: first, errors };
  const invalid = new Map<string, ContentError>();
  for (const error of errors)
    if (error.uid && isError(error) && !invalid.has(error.uid)) invalid.set(error.uid, error);
  const envelope = data as { content?: unknown };
  const patched = { ...envelope, content: replaceInvalid(envelope.content, invalid) };
  // The problems are already listed; the second pass only has to place the notices.
  return { story: normalizeStory({ origin, data: patched }, []), errors };
}
