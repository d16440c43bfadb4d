import { describe, expect, expectTypeOf, it } from 'vitest';
import { pageDataFor } from '../../routes/route-page-data';
import { loadContent } from '../../load/load-content';
import { defaultContentDir } from '../../../config/project-paths';
import { describeIssue } from '../../../common/describe-issue';
import { FileSource } from '../../file-source';
import type { PageDataFile } from '../../page-data-types';
import { storyOf, type StoryEnvelope } from '../../story';
import { initialStateSchema, pageDataFileSchema } from './page-data-file';
import type { Story } from '../../story';

const story = storyOf({
  id: 1,
  uuid: 'u-1',
  name: 'Cuentas',
  slug: 'cuentas',
  full_slug: 'banca-personas/cuentas',
  content: { _uid: 'p-1', component: 'page', body: [{ _uid: 't-1', component: 'title', title: 'Cuentas' }] },
});

const file: PageDataFile = {
  hash: 'abc123',
  data: { path: '/banca-personas/cuentas/', title: 'Cuentas', description: '', story },
  context: {},
};

function firstIssue(value: unknown): string {
  const result = pageDataFileSchema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return describeIssue(issue, value);
}

describe('page data file schema (docs/behaviour.md §3 "Page data (JSON)")', () => {
  it('parses a page-data file and keeps the block fields it does not know', () => {
    expect(pageDataFileSchema.parse(file)).toEqual(file);
  });

  it('parses the not-found page data, with code 404 and the not-found flag', () => {
    const notFound = { ...file, code: 404, context: { __notFound: true } };
    expect(pageDataFileSchema.parse(notFound)).toEqual(notFound);
  });

  it('leaves the optional code and flag out when they are absent', () => {
    const parsed = pageDataFileSchema.parse(file);
    expect('code' in parsed).toBe(false);
    expect(parsed.context).toEqual({});
  });

  it.each([
    ['hash', { ...file, hash: 7 }, 'hash: expected string, received number'],
    [
      'content',
      { ...file, data: { ...file.data, story: { ...story, content: 'x' } } },
      'data.story.content: expected object, received string',
    ],
    [
      'component',
      { ...file, data: { ...file.data, story: { ...story, content: { _uid: 'p' } } } },
      'data.story.content.component: expected string, received undefined',
    ],
    [
      'path',
      { ...file, data: { ...file.data, path: 'cuentas/' } },
      'data.path: expected a route path starting with "/", received string',
    ],
    [
      'tag_list',
      { ...file, data: { ...file.data, story: { ...story, tag_list: 'a' } } },
      'data.story.tag_list: expected array, received string',
    ],
    ['context', { ...file, context: null }, 'context: expected object, received null'],
  ])('names the field path of a wrong %s', (_name, value, message) => {
    expect(firstIssue(value)).toBe(message);
  });

  it('parses the initial state, with or without global content', () => {
    const global = { _uid: 'g', component: 'global', header: [] };
    expect(initialStateSchema.parse({ page: file, global })).toEqual({ page: file, global });
    expect(initialStateSchema.parse({ page: file, global: null }).global).toBeNull();
  });

  it('accepts every page-data file the build writes for the bundled content', async () => {
    const content = await loadContent(new FileSource(defaultContentDir));
    const files = [
      ...content.routes.map((route) => pageDataFor(route, 'hash')),
      pageDataFor(content.notFoundRoute, 'hash', true),
    ];
    const refused = files.filter((f) => !pageDataFileSchema.safeParse(JSON.parse(JSON.stringify(f))).success);
    expect(refused.map((f) => f.data.path)).toEqual([]);
  });

  it('keeps the clean story in step with the raw envelope after its defaults', () => {
    expectTypeOf<Omit<Story, 'content'>>().toEqualTypeOf<Omit<StoryEnvelope, 'content'>>();
  });
});
