import { describe, it, expect } from 'vitest';
import type { Blok } from './blok';
import { ContentError } from './content-error';
import { normalizeBlok, normalizeStories, normalizeStory } from './normalize';
import { emptyLink } from './schemas/link';
import type { RawStory, Story } from './story';
import { AppError } from '../common/errors';

function rawStory(content: unknown, overrides: Record<string, unknown> = {}): RawStory {
  return {
    origin: 'stories/test.json',
    data: {
      id: 42,
      uuid: 'uuid-42',
      name: 'Test',
      slug: 'test',
      full_slug: 'banca-personas/test',
      content,
      ...overrides,
    },
  };
}

function page(body: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { _uid: 'page-1', component: 'page', body, ...extra };
}

function normalize(content: unknown): { story: Story | null; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const story = normalizeStory(rawStory(content), errors);
  return { story, errors };
}

function bodyOf(story: Story | null): Blok[] {
  if (!story) throw new Error('expected a story');
  const body = story.content.body;
  if (!Array.isArray(body)) throw new Error('expected body to be an array');
  return body as Blok[];
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected an object');
  return value as Record<string, unknown>;
}

function asArray(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error('expected an array');
  return value;
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  const [item] = items;
  if (item === undefined) throw new Error('expected one item');
  return item;
}

describe('normalizeStory: valid content', () => {
  it('parses the envelope and applies envelope defaults', () => {
    const { story, errors } = normalize(page([]));
    expect(errors).toEqual([]);
    expect(story).toMatchObject({
      id: 42,
      uuid: 'uuid-42',
      name: 'Test',
      slug: 'test',
      full_slug: 'banca-personas/test',
      is_startpage: false,
      position: 0,
      parent_id: 0,
      created_at: null,
      published_at: null,
      tag_list: [],
      lang: 'default',
    });
    expect(story?.content).toEqual({
      _uid: 'page-1',
      component: 'page',
      header: [],
      menu: [],
      body: [],
      footer: [],
    });
  });

  it('defaults the title size to h2 when it is "", null or missing, and keeps a given size', () => {
    const { story, errors } = normalize(
      page([
        { _uid: 't1', component: 'title', title: 'A', size: '' },
        { _uid: 't2', component: 'title', title: 'B' },
        { _uid: 't3', component: 'title', title: 'C', size: null },
        { _uid: 't4', component: 'title', title: 'D', size: 'h1' },
      ]),
    );
    expect(errors).toEqual([]);
    expect(bodyOf(story).map((b) => b.size)).toEqual(['h2', 'h2', 'h2', 'h1']);
  });

  it('turns null text fields into "" and null booleans into false', () => {
    const { story, errors } = normalize(
      page([
        {
          _uid: 't1',
          component: 'title',
          title: null,
          subtitle: null,
          title_id: null,
          custom_classes: null,
        },
        { _uid: 'r1', component: 'row', columns: [], no_gutters: null, custom_classes: null, id: null },
      ]),
    );
    expect(errors).toEqual([]);
    const [title, row] = bodyOf(story);
    expect(title).toMatchObject({ title: '', subtitle: '', title_id: '', custom_classes: '' });
    expect(row).toMatchObject({ no_gutters: false, custom_classes: '', id: '' });
  });

  it('turns null blok lists into []', () => {
    const { story, errors } = normalize({ _uid: 'page-1', component: 'page', header: null, body: null });
    expect(errors).toEqual([]);
    expect(story?.content).toMatchObject({ header: [], body: [], footer: [] });
  });

  it('normalises nested blocks recursively', () => {
    const { story, errors } = normalize(
      page([
        {
          _uid: 'r1',
          component: 'row',
          columns: [
            { _uid: 'c1', component: 'column', body: [{ _uid: 't1', component: 'title', title: 'Hola' }] },
          ],
        },
      ]),
    );
    expect(errors).toEqual([]);
    const row = only(bodyOf(story));
    const column = asRecord(only(asArray(row.columns)));
    expect(column).toMatchObject({ _uid: 'c1', component: 'column', flex: false, stretch: false });
    expect(column.width).toBeUndefined();
    expect(only(asArray(column.body))).toMatchObject({ _uid: 't1', title: 'Hola', size: 'h2', subtitle: '' });
  });

  it('strips fields the block does not declare', () => {
    const { story } = normalize(page([{ _uid: 't1', component: 'title', title: 'A', unknown_field: 'x' }]));
    expect(only(bodyOf(story))).not.toHaveProperty('unknown_field');
  });
});

describe('normalizeStory: unknown, incomplete and invalid blocks', () => {
  it('drops an unknown component inside a row’s columns and reports it', () => {
    const { story, errors } = normalize(
      page([
        {
          _uid: 'r1',
          component: 'row',
          columns: [
            { _uid: 'c1', component: 'column', body: [] },
            { _uid: 'x1', component: 'carrusel_magico' },
          ],
        },
      ]),
    );
    const error = only(errors);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.code).toBe('unknown_component');
    expect(error.story).toBe('banca-personas/test');
    expect(error.uid).toBe('x1');
    expect(error.component).toBe('carrusel_magico');
    expect(error.field).toBe('component');
    expect(error.message).toContain('carrusel_magico');
    expect(error.hint).toBeTruthy();
    const row = only(bodyOf(story));
    expect(asArray(row.columns).map((c) => asRecord(c)._uid)).toEqual(['c1']);
  });

  it('reports a block without _uid as missing_uid and leaves it out', () => {
    const { story, errors } = normalize(
      page([
        { component: 'title', title: 'no uid' },
        { _uid: 't2', component: 'title', title: 'ok' },
      ]),
    );
    const error = only(errors);
    expect(error.code).toBe('missing_uid');
    expect(error.story).toBe('banca-personas/test');
    expect(error.uid).toBeUndefined();
    expect(error.component).toBe('title');
    expect(error.field).toBe('_uid');
    expect(error.found).toBe('nothing');
    expect(bodyOf(story).map((b) => b._uid)).toEqual(['t2']);
  });

  it('treats an empty _uid as missing', () => {
    const { errors } = normalize(page([{ _uid: '', component: 'title' }]));
    const error = only(errors);
    expect(error.code).toBe('missing_uid');
    expect(error.found).toBe('""');
  });

  it('reports a block without component as missing_component', () => {
    const { story, errors } = normalize(page([{ _uid: 'b1', title: 'x' }]));
    const error = only(errors);
    expect(error.code).toBe('missing_component');
    expect(error.story).toBe('banca-personas/test');
    expect(error.uid).toBe('b1');
    expect(error.field).toBe('component');
    expect(error.found).toBe('nothing');
    expect(bodyOf(story)).toEqual([]);
  });

  it('reports a block that is not an object', () => {
    const { story, errors } = normalize(page(['just a string', { _uid: 't1', component: 'title' }]));
    const error = only(errors);
    expect(error.code).toBe('invalid_field');
    expect(error.found).toBe('"just a string"');
    expect(bodyOf(story).map((b) => b._uid)).toEqual(['t1']);
  });

  it('reports a wrong field type on a title, leaving the block out but keeping its siblings', () => {
    const { story, errors } = normalize(
      page([
        { _uid: 'before', component: 'title', title: 'Antes' },
        { _uid: 'bad', component: 'title', title: 5 },
        { _uid: 'after', component: 'title', title: 'Después' },
      ]),
    );
    const error = only(errors);
    expect(error.code).toBe('invalid_field');
    expect(error.story).toBe('banca-personas/test');
    expect(error.uid).toBe('bad');
    expect(error.component).toBe('title');
    expect(error.field).toBe('title');
    expect(error.expected).toBe('string');
    expect(error.found).toBe('number 5');
    expect(error.hint).toContain('"title"');
    expect(bodyOf(story).map((b) => b._uid)).toEqual(['before', 'after']);
  });

  it('reports a blok list that is not an array (columns: "x" on a row)', () => {
    const { story, errors } = normalize(
      page([
        { _uid: 'r-bad', component: 'row', columns: 'x' },
        { _uid: 'r-ok', component: 'row', columns: [] },
      ]),
    );
    const error = only(errors);
    expect(error.code).toBe('invalid_field');
    expect(error.uid).toBe('r-bad');
    expect(error.component).toBe('row');
    expect(error.field).toBe('columns');
    expect(error.expected).toBe('array');
    expect(error.found).toBe('"x"');
    expect(bodyOf(story).map((b) => b._uid)).toEqual(['r-ok']);
  });

  it('reports an invalid option value with the accepted values', () => {
    const { errors } = normalize(page([{ _uid: 't1', component: 'title', size: 'h9' }]));
    const error = only(errors);
    expect(error.code).toBe('invalid_field');
    expect(error.field).toBe('size');
    expect(error.found).toBe('"h9"');
  });

  it('names the field path of an error inside a nested field', () => {
    const { errors } = normalize(
      page([{ _uid: 'b1', component: 'button', text: 'Ir', to: { linktype: 'ftp', cached_url: 'x' } }]),
    );
    const error = only(errors);
    expect(error.code).toBe('invalid_field');
    expect(error.uid).toBe('b1');
    expect(error.component).toBe('button');
    expect(error.field?.startsWith('to')).toBe(true);
  });

  // docs/behaviour.md §5 "Missing image path: empty source". The asset() helper handles `undefined`, but inside a block
  // object zod 4 treats the key as required (transform output is not optional), so an image block
  // whose `image` key is absent is dropped with "expected nonoptional".
  it('keeps an image block whose image field is missing, with an empty source', () => {
    const { story, errors } = normalize(page([{ _uid: 'i1', component: 'image', alt: 'x' }]));
    expect(errors).toEqual([]);
    expect(asRecord(only(bodyOf(story)).image).filename).toBe('');
  });

  // Same cause for link() (schemas/link.ts) and richText (schemas/rich-text.ts): both accept undefined
  // but a block with the key absent is dropped.
  it('keeps a button whose "to" link is missing, with the empty link', () => {
    const { story, errors } = normalize(page([{ _uid: 'b1', component: 'button', text: 'Ir' }]));
    expect(errors).toEqual([]);
    expect(only(bodyOf(story)).to).toEqual(emptyLink);
  });

  it('keeps a text block whose rich text is missing, with an empty document', () => {
    const { story, errors } = normalize(page([{ _uid: 't1', component: 'text' }]));
    expect(errors).toEqual([]);
    expect(only(bodyOf(story)).text).toEqual({ type: 'doc', content: [] });
  });
});

describe('normalizeStory: rich text', () => {
  const unknownNodeText = {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'marquee', text: 'x' }] }],
  };

  it('keeps the text of a rich-text node of unknown type, with a warning naming the node path', () => {
    const { story, errors } = normalize(
      page([
        { _uid: 'txt', component: 'text', text: unknownNodeText },
        { _uid: 't2', component: 'title', title: 'ok' },
      ]),
    );
    const warning = only(errors);
    expect(warning.code).toBe('invalid_rich_text');
    expect(warning.severity).toBe('warning');
    expect(warning.story).toBe('banca-personas/test');
    expect(warning.uid).toBe('txt');
    expect(warning.component).toBe('text');
    expect(warning.field).toBe('text.content.0.content.0');
    expect(warning.message).toContain('"marquee"');
    expect(bodyOf(story).map((b) => b._uid)).toEqual(['txt', 't2']);
    expect(bodyOf(story)[0]?.text).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
    });
  });

  it('keeps valid rich text and turns "" into an empty document', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hola' }] }] };
    const { story, errors } = normalize(
      page([
        { _uid: 'a', component: 'text', text: doc },
        { _uid: 'b', component: 'text', text: '' },
      ]),
    );
    expect(errors).toEqual([]);
    const [a, b] = bodyOf(story);
    expect(a?.text).toEqual(doc);
    expect(b?.text).toEqual({ type: 'doc', content: [] });
  });

  it('normalises blocks embedded in rich text (node type "blok", attrs.body)', () => {
    const { story, errors } = normalize(
      page([
        {
          _uid: 'txt',
          component: 'text',
          text: {
            type: 'doc',
            content: [
              {
                type: 'blok',
                attrs: {
                  id: 'embed-1',
                  body: [
                    { _uid: 'emb-title', component: 'title', title: null, size: '', extra: 1 },
                    { _uid: 'emb-unknown', component: 'widget_x' },
                  ],
                },
              },
            ],
          },
        },
      ]),
    );
    expect(errors.map((e) => [e.code, e.uid, e.field, e.severity])).toEqual([
      ['unknown_field', 'emb-title', 'extra', 'warning'],
      ['unknown_component', 'emb-unknown', 'component', 'error'],
    ]);
    expect(errors[1]?.story).toBe('banca-personas/test');
    const text = asRecord(only(bodyOf(story)).text);
    const node = asRecord(only(asArray(text.content)));
    expect(node.type).toBe('blok');
    const attrs = asRecord(node.attrs);
    expect(attrs.id).toBe('embed-1');
    expect(asArray(attrs.body)).toEqual([
      {
        _uid: 'emb-title',
        component: 'title',
        title: '',
        subtitle: '',
        size: 'h2',
        title_id: '',
        custom_classes: '',
      },
    ]);
  });

  it('names the text block and the node path of an embedded block without _uid (issue 34)', () => {
    const { errors } = normalize(
      page([
        {
          _uid: 'txt',
          component: 'text',
          text: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Antes.' }] },
              {
                type: 'blok',
                attrs: { id: 'e', body: [{ _uid: 'ok', component: 'title' }, { component: 'title' }] },
              },
            ],
          },
        },
      ]),
    );
    expect(errors.map((e) => [e.code, e.uid, e.component, e.field])).toEqual([
      ['missing_uid', 'txt', 'text', 'text.content.1.attrs.body.1._uid'],
    ]);
    expect(errors[0]?.message).toBe('Block "title" has no "_uid"');
  });
});

describe('normalizeStory: envelope', () => {
  it('reports a story without full_slug as invalid_story, named by its origin', () => {
    const errors: ContentError[] = [];
    const story = normalizeStory(rawStory(page([]), { full_slug: undefined }), errors);
    expect(story).toBeNull();
    const error = only(errors);
    expect(error.code).toBe('invalid_story');
    expect(error.story).toBe('stories/test.json');
    expect(error.field).toBe('full_slug');
    expect(error.found).toBe('nothing');
    expect(error.message).toContain('full_slug');
    expect(error.hint).toContain('stories/test.json');
  });

  it('reports data that is not a story object', () => {
    const errors: ContentError[] = [];
    expect(normalizeStory({ origin: 'bad.json', data: 'nope' }, errors)).toBeNull();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.code === 'invalid_story' && e.story === 'bad.json')).toBe(true);
  });

  it('returns null when the root content block is invalid', () => {
    const { story, errors } = normalize({ _uid: 'p', component: 'nope' });
    expect(story).toBeNull();
    expect(only(errors).code).toBe('unknown_component');
  });
});

describe('normalizeStories', () => {
  it('keeps valid stories and collects errors from all of them', () => {
    const { stories, errors } = normalizeStories([
      rawStory(page([])),
      { origin: 'broken.json', data: { id: 1 } },
      rawStory(page([{ _uid: 'x', component: 'nope' }]), { full_slug: 'other' }),
    ]);
    expect(stories.map((s) => s.full_slug)).toEqual(['banca-personas/test', 'other']);
    expect(errors.some((e) => e.code === 'invalid_story' && e.story === 'broken.json')).toBe(true);
    expect(errors.some((e) => e.code === 'unknown_component' && e.story === 'other' && e.uid === 'x')).toBe(
      true,
    );
  });
});

describe('normalizeBlok', () => {
  it('reports into the given context', () => {
    const errors: ContentError[] = [];
    expect(normalizeBlok({ _uid: 'u', component: 'zzz' }, { story: 's', errors })).toBeNull();
    expect(only(errors)).toMatchObject({ code: 'unknown_component', story: 's', uid: 'u', component: 'zzz' });
  });
});

describe('ContentError', () => {
  it('carries all its fields and is an AppError', () => {
    const error = new ContentError('invalid_field', 'Bad value', {
      story: 'a/b',
      uid: 'u1',
      component: 'title',
      field: 'size',
      expected: 'string',
      found: 'number 5',
      hint: 'Fix it.',
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ContentError');
    expect(error).toMatchObject({
      code: 'invalid_field',
      message: 'Bad value',
      story: 'a/b',
      uid: 'u1',
      component: 'title',
      field: 'size',
      expected: 'string',
      found: 'number 5',
      hint: 'Fix it.',
    });
  });

  it('describe() gives code, location, message and hint', () => {
    const error = new ContentError('invalid_field', 'Bad value', {
      story: 'a/b',
      uid: 'u1',
      component: 'title',
      field: 'size',
      hint: 'Fix it.',
    });
    expect(error.describe()).toBe(
      '[invalid_field] _uid u1 (title) field "size": Bad value\n      hint: Fix it.',
    );
  });

  it('describe() leaves out missing parts', () => {
    expect(new ContentError('duplicate_route', 'Two stories', { story: 'a' }).describe()).toBe(
      '[duplicate_route] Two stories',
    );
    expect(new ContentError('invalid_story', 'No slug', { story: 'a', field: 'full_slug' }).describe()).toBe(
      '[invalid_story] field "full_slug": No slug',
    );
  });

  it('describe() of a reported unknown component names the _uid and component', () => {
    const { errors } = normalize(page([{ _uid: 'x1', component: 'widget_x' }]));
    const text = only(errors).describe();
    expect(text.startsWith('[unknown_component] _uid x1 (widget_x) field "component": ')).toBe(true);
    expect(text).toContain('hint: ');
  });
});

describe('normalizeStory: warnings that keep the block', () => {
  it("names an unknown field on a known block, keeps the block, and is quiet about Storyblok's own fields", () => {
    const { story, errors } = normalize(
      page([
        {
          _uid: 't1',
          component: 'title',
          _editable: '<!--#storyblok#{"uid":"t1"}-->',
          title: 'Hola',
          subtitel: 'typo',
        },
      ]),
    );
    expect(errors.map((e) => [e.code, e.severity, e.story, e.uid, e.component, e.field, e.found])).toEqual([
      ['unknown_field', 'warning', 'banca-personas/test', 't1', 'title', 'subtitel', '"typo"'],
    ]);
    expect(errors[0]?.message).toBe('Block "title" has no field "subtitel"; its value is not used');
    expect(only(bodyOf(story)).title).toBe('Hola');
  });

  it('leaves out a colour that is not one, keeping the block, with invalid_color naming the field', () => {
    const { story, errors } = normalize(
      page([
        { _uid: 'g1', component: 'generic_block', background: 'red;position:fixed', text_color: 'primary' },
      ]),
    );
    expect(errors.map((e) => [e.code, e.severity, e.uid, e.field])).toEqual([
      ['invalid_color', 'warning', 'g1', 'background'],
    ]);
    const blok = only(bodyOf(story));
    expect(blok.background).toBeUndefined();
    expect(blok.text_color).toBe('primary');
  });

  it('reports repaired rich text with the path of the node, on the block that holds it', () => {
    const { story, errors } = normalize(
      page([
        {
          _uid: 'txt',
          component: 'text',
          text: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Hola', marks: [{ type: 'link' }] }] },
            ],
          },
        },
      ]),
    );
    expect(errors.map((e) => [e.code, e.severity, e.uid, e.field])).toEqual([
      ['invalid_rich_text', 'warning', 'txt', 'text.content.0.content.0.marks.0'],
    ]);
    expect(only(bodyOf(story)).text).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hola' }] }],
    });
  });
});
