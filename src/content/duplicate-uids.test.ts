import { describe, expect, it } from 'vitest';
import { findDuplicateUids } from './duplicate-uids';
import { normalizeStories } from './normalize';

const title = (uid: string) => ({ _uid: uid, component: 'title', title: 'T' });

describe('findDuplicateUids', () => {
  it('finds nothing when every _uid is its own', () => {
    const stories = [
      { full_slug: 'a', content: { _uid: 'a-page', component: 'page', body: [title('a-1')] } },
      { full_slug: 'b', content: { _uid: 'b-page', component: 'page', body: [title('b-1')] } },
    ];
    expect(findDuplicateUids(stories)).toEqual([]);
  });

  it('warns on a _uid used twice within a story, naming both field paths', () => {
    const content = {
      _uid: 'page',
      component: 'page',
      body: [
        {
          _uid: 'row',
          component: 'row',
          columns: [{ _uid: 'col', component: 'column', body: [title('x')] }],
        },
        title('x'),
      ],
    };
    const [warning, ...rest] = findDuplicateUids([{ full_slug: 'cuentas', content }]);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      code: 'duplicate_uid',
      severity: 'warning',
      story: 'cuentas',
      uid: 'x',
      component: 'title',
      field: 'body.1',
    });
    expect(warning?.message).toBe(
      '_uid "x" is used twice: story "cuentas" at body.0.columns.0.body.0 (title) and story "cuentas" at body.1 (title)',
    );
    expect(warning?.hint).toMatch(/new _uid/);
  });

  it('warns across stories, and finds blocks embedded in rich text', () => {
    const richText = {
      type: 'doc',
      content: [{ type: 'blok', attrs: { id: 'r', body: [title('shared')] } }],
    };
    const stories = [
      { full_slug: 'a', content: { _uid: 'a-page', component: 'page', body: [title('shared')] } },
      {
        full_slug: 'b',
        content: {
          _uid: 'b-page',
          component: 'page',
          body: [{ _uid: 't', component: 'text', text: richText }],
        },
      },
    ];
    const warnings = findDuplicateUids(stories);
    expect(warnings.map((w) => [w.story, w.uid, w.field])).toEqual([
      ['b', 'shared', 'body.0.text.content.0.attrs.body.0'],
    ]);
    expect(warnings[0]?.message).toContain('story "a" at body.0 (title)');
  });

  it('names the first place for every later copy', () => {
    const stories = ['a', 'b', 'c'].map((slug) => ({
      full_slug: slug,
      content: { _uid: 'same', component: 'page' },
    }));
    const warnings = findDuplicateUids(stories);
    expect(warnings.map((w) => w.story)).toEqual(['b', 'c']);
    expect(warnings.every((w) => w.message.includes('story "a" at its content (page)'))).toBe(true);
  });

  it('runs as part of normalizeStories, on the content as written (paths count blocks left out)', () => {
    const envelope = (slug: string, id: number, body: unknown[]) => ({
      origin: `${slug}.json`,
      data: {
        id,
        uuid: `u-${slug}`,
        name: slug,
        slug,
        full_slug: slug,
        content: { _uid: `${slug}-page`, component: 'page', body },
      },
    });
    const { stories, errors } = normalizeStories([
      envelope('a', 1, [{ _uid: 'bad', component: 'no-such-block' }, title('dup')]),
      envelope('b', 2, [title('dup')]),
    ]);
    expect(stories).toHaveLength(2);
    expect(errors.map((e) => [e.code, e.story, e.uid, e.field])).toEqual([
      ['unknown_component', 'a', 'bad', 'component'],
      ['duplicate_uid', 'b', 'dup', 'body.0'],
    ]);
    expect(errors[1]?.message).toContain('story "a" at body.1 (title)');
  });

  it('ignores the blocks of stories inlined into links by resolve_links', () => {
    const linked = { _uid: 'b-page', component: 'page', body: [title('b-1')] };
    const button = (uid: string) => ({
      _uid: uid,
      component: 'button',
      text: 'Ver',
      to: { id: 'u-b', linktype: 'story', cached_url: 'b', story: { full_slug: 'b', content: linked } },
    });
    const richText = {
      type: 'doc',
      content: [
        {
          type: 'text',
          text: 'x',
          marks: [
            {
              type: 'link',
              attrs: { linktype: 'story', href: '/b', story: { full_slug: 'b', content: linked } },
            },
          ],
        },
      ],
    };
    const stories = [
      {
        full_slug: 'a',
        content: {
          _uid: 'a-page',
          component: 'page',
          body: [button('a-1'), { _uid: 'a-2', component: 'text', text: richText }],
        },
      },
      { full_slug: 'b', content: linked },
      { full_slug: 'c', content: { _uid: 'c-page', component: 'page', body: [button('c-1')] } },
    ];
    expect(findDuplicateUids(stories)).toEqual([]);
  });

  it('still finds a repeated _uid next to a resolved link', () => {
    const stories = [
      {
        full_slug: 'a',
        content: {
          _uid: 'p',
          component: 'page',
          to: { linktype: 'story', story: { content: title('t') } },
          body: [title('t')],
        },
      },
      { full_slug: 'b', content: { _uid: 'q', component: 'page', body: [title('t')] } },
    ];
    expect(findDuplicateUids(stories).map((w) => [w.story, w.uid])).toEqual([['b', 't']]);
  });
});
