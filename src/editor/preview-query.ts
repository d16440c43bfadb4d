/**
 * Which story a preview screen shows: the Storyblok visual editor's query (`_storyblok=<story id>`,
 * `_storyblok_tk[space_id|timestamp|token]`) or `?path=/banca-personas/remesa-azul/`. The editor's link
 * is checked as Storyblok specifies (reference §4): sha1(space_id:preview_token:timestamp) equals
 * `_storyblok_tk[token]`, and the timestamp is less than an hour old.
 */
import { routing } from '../config/site';

export type PreviewTarget =
  | { kind: 'editor'; storyId: string; spaceId: string; timestamp: string; token: string }
  | { kind: 'path'; slug: string }
  | { kind: 'none' };

export const previewLinkMaxAgeSeconds = 3600;

/** `/banca-personas/remesa-azul/` → `banca-personas/remesa-azul`; `/` → `home`. */
export function slugOfPath(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return slug || routing.homeSlug;
}

export function parsePreviewQuery(search: string): PreviewTarget {
  const query = new URLSearchParams(search);
  const storyId = query.get('_storyblok');
  if (storyId) {
    return {
      kind: 'editor',
      storyId,
      spaceId: query.get('_storyblok_tk[space_id]') ?? '',
      timestamp: query.get('_storyblok_tk[timestamp]') ?? '',
      token: query.get('_storyblok_tk[token]') ?? '',
    };
  }
  const path = query.get('path');
  if (path) return { kind: 'path', slug: slugOfPath(path) };
  return { kind: 'none' };
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the visual editor's link was made with our preview token, within the last hour. */
export async function verifyEditorLink(
  target: Extract<PreviewTarget, { kind: 'editor' }>,
  previewToken: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const timestamp = Number(target.timestamp);
  if (!target.spaceId || !target.token || !Number.isInteger(timestamp)) return false;
  if (timestamp > nowSeconds + 60 || nowSeconds - timestamp > previewLinkMaxAgeSeconds) return false;
  const expected = await sha1Hex(`${target.spaceId}:${previewToken}:${target.timestamp}`);
  return expected === target.token.toLowerCase();
}
