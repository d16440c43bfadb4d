/**
 * A folder of deliberately bad stories (fixtures/bad-content): every fault is reported exactly once,
 * located by story, block `_uid` and field, and nothing else is reported.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachImageData } from './images/images';
import { loadContent, type LoadedContent } from './load/load-content';
import { projectRoot } from '../config/project-paths';
import type { ContentError } from './content-error';
import { FileSource } from './file-source';

const fixture = path.join(projectRoot, 'fixtures', 'bad-content');
let content: LoadedContent;
let problems: ContentError[];
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'bad-content-cache-'));
  const source = new FileSource(fixture);
  content = await loadContent(source);
  const imageErrors = await attachImageData(
    content.routes.map((r) => r.story),
    { assetsDir: source.assetsDir, cacheDir },
  );
  problems = [...content.errors, ...imageErrors];
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

type Row = [code: string, story: string, uid: string | null, field: string | null];

const expected: Row[] = [
  ['invalid_json', 'stories/broken-syntax.json', null, null],
  ['invalid_story', 'stories/story-no-slug.json', null, 'full_slug'],
  ['invalid_story', 'id-texto', null, 'id'],
  ['invalid_story', 'sin-contenido', null, 'content'],
  ['duplicate_route', 'duplicada/', null, 'full_slug'],
  ['unknown_component', 'bloques', 'u-unknown', 'component'],
  ['missing_uid', 'bloques', null, '_uid'],
  ['missing_component', 'bloques', 'u-nocomp', 'component'],
  ['invalid_field', 'bloques', 'blocks-page', 'body.3'],
  ['invalid_field', 'bloques', 'u-row', 'columns'],
  ['invalid_field', 'bloques', 'u-title-size', 'size'],
  ['invalid_field', 'bloques', 'u-title-num', 'title'],
  ['invalid_field', 'bloques', 'u-btn-link', 'to.linktype'],
  ['invalid_field', 'bloques', 'u-btn-state', 'state'],
  ['invalid_field', 'bloques', 'u-img', 'image.filename'],
  // Malformed rich text keeps its block: the node or mark is left out (its text kept) with a warning.
  ['invalid_rich_text', 'bloques', 'u-rt-node', 'text.content.0'],
  ['invalid_rich_text', 'bloques', 'u-rt-mark', 'text.content.0.content.0.marks.0'],
  ['invalid_field', 'bloques', 'u-col', 'width'],
  ['fallback_value', 'bloques', 'u-slider', 'interval'],
  ['invalid_field', 'bloques', 'u-iframe', 'src'],
  ['invalid_field', 'bloques', 'u-social-link', 'url'],
  ['invalid_field', 'bloques', 'u-tel', 'number'],
  ['invalid_field', 'bloques', 'u-agency-lat', 'latitude'],
  ['invalid_field', 'bloques', 'u-agency-hours', 'hours_monday'],
  ['invalid_field', 'bloques', 'u-atm-bad-service', 'services.1'],
  ['invalid_field', 'bloques', 'u-icon', 'icon'],
  ['invalid_field', 'bloques', 'u-question', 'id'],
  ['invalid_field', 'bloques', 'u-bool', 'no_gutters'],
  ['unknown_component', 'bloques', 'u-nested-unknown', 'component'],
  ['broken_link', 'bloques', 'u-btn-broken', null],
  ['broken_link', 'bloques', 'u-rt-broken', null],
  ['missing_asset', 'bloques', null, null],
  ['duplicate_uid', 'ok', 'u-interval-ok', 'body.1'],
  // Kept as written, with a warning: search results would cut it.
  ['long_description', 'ok', 'ok-page', 'seo_description'],
  // The fixture is a few stories, not a site: it has none of the stories every site needs.
  ['missing_story', 'home', null, null],
  ['missing_story', 'global', null, null],
  ['missing_story', '404', null, null],
];

describe('the bad-content fixture', () => {
  it('reports exactly its faults, each located', () => {
    const rows: Row[] = problems.map((p) => [p.code, p.story, p.uid ?? null, p.field ?? null]);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect([...rows].sort()).toEqual([...expected].sort());
  });

  it('says what was expected and what was found', () => {
    const byUid = (uid: string) => problems.find((p) => p.uid === uid);
    expect(byUid('u-title-num')?.expected).toBe('string');
    expect(byUid('u-title-num')?.found).toBe('number 5');
    expect(byUid('u-title-size')?.message).toContain('"h6"');
    expect(byUid('u-bool')?.found).toBe('"yes"');
    expect(byUid('u-btn-broken')?.found).toBe('no-existe');
    expect(byUid('u-unknown')?.hint).toMatch(/registry/);
    expect(problems.every((p) => p.message.length > 0)).toBe(true);
  });

  it('keeps the valid blocks and the block whose value fell back to the default', () => {
    const page = content.routes.find((r) => r.path === '/bloques/')?.story.content;
    const body = (page?.body ?? []) as { _uid: string; interval?: number }[];
    const uids = body.map((b) => b._uid);
    expect(uids).toContain('u-slider');
    expect(body.find((b) => b._uid === 'u-slider')?.interval).toBe(5000);
    expect(uids).toContain('u-interval-ok');
    expect(uids).toContain('u-rt-mark');
    expect(uids).not.toContain('u-unknown');
    expect(uids).not.toContain('u-title-num');
  });

  it('names both places of a repeated _uid', () => {
    const duplicate = problems.find((p) => p.code === 'duplicate_uid');
    expect(duplicate?.message).toBe(
      '_uid "u-interval-ok" is used twice: story "bloques" at body.23 (slider) and story "ok" at body.1 (title)',
    );
  });

  it('treats the fallback, the repaired rich text, the repeated _uid and the long SEO description as warnings, everything else as an error', () => {
    expect(
      problems
        .filter((p) => p.severity === 'warning')
        .map((p) => p.uid)
        .sort(),
    ).toEqual(['ok-page', 'u-interval-ok', 'u-rt-mark', 'u-rt-node', 'u-slider']);
  });
});
