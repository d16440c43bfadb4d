import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePreviewQuery, slugOfPath, verifyEditorLink } from './preview-query';

const previewToken = 'preview-token-123';
const now = 1_750_000_000;

function editorQuery(token: string, timestamp: number | string, spaceId = '287431'): string {
  return `?_storyblok=512900003&_storyblok_c=page&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
}

function sign(timestamp: number, token = previewToken, spaceId = '287431'): string {
  return createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex');
}

async function verify(search: string, at = now): Promise<boolean> {
  const target = parsePreviewQuery(search);
  if (target.kind !== 'editor') throw new Error(`not an editor link: ${search}`);
  return verifyEditorLink(target, previewToken, at);
}

describe('parsePreviewQuery', () => {
  it('reads the visual editor query, ?path= or nothing', () => {
    expect(parsePreviewQuery(editorQuery('abc', now))).toEqual({
      kind: 'editor',
      storyId: '512900003',
      spaceId: '287431',
      timestamp: String(now),
      token: 'abc',
    });
    expect(parsePreviewQuery('?path=/banca-personas/remesa-azul/')).toEqual({
      kind: 'path',
      slug: 'banca-personas/remesa-azul',
    });
    expect(parsePreviewQuery('?path=/')).toEqual({ kind: 'path', slug: 'home' });
    expect(parsePreviewQuery('')).toEqual({ kind: 'none' });
  });

  it('turns a route path into a slug', () => {
    expect(slugOfPath('/banca-personas/')).toBe('banca-personas');
    expect(slugOfPath('conocenos/mision-y-vision')).toBe('conocenos/mision-y-vision');
  });
});

describe('verifyEditorLink (sha1(space_id:preview_token:timestamp), at most 1 h old)', () => {
  it('accepts a link signed with the preview token', async () => {
    expect(await verify(editorQuery(sign(now), now))).toBe(true);
    expect(await verify(editorQuery(sign(now - 3500), now - 3500))).toBe(true);
  });

  it('refuses another token, another space, an old or future timestamp, missing parts', async () => {
    expect(await verify(editorQuery(sign(now, 'other-token'), now))).toBe(false);
    expect(await verify(editorQuery(sign(now), now, '1'))).toBe(false);
    expect(await verify(editorQuery(sign(now - 3700), now - 3700))).toBe(false);
    expect(await verify(editorQuery(sign(now + 600), now + 600))).toBe(false);
    expect(await verify(editorQuery('', now))).toBe(false);
    expect(await verify(editorQuery(sign(now), 'soon'))).toBe(false);
  });
});
