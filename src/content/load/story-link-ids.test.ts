/** A story link without cached_url is a warning naming the field, resolved by the story's id (issue 34). */
import { describe, expect, it } from 'vitest';
import { resolveLink } from '../links';
import { normalizeStories } from '../normalize';
import type { Multilink } from '../schemas/link';
import { resolveStoryLinkIds } from './story-link-ids';

const target = {
  id: 42,
  uuid: 'uuid-tasas',
  name: 'Tasas',
  slug: 'tasas-y-comisiones',
  full_slug: 'tasas-y-comisiones',
  content: { _uid: 'tasas-page', component: 'page', body: [] },
};

const storyLink = (id: string, anchor = '') => ({
  id,
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: '',
  anchor,
});

const page = {
  id: 1,
  uuid: 'uuid-inicio',
  name: 'Inicio',
  slug: 'inicio',
  full_slug: 'inicio',
  content: {
    _uid: 'inicio-page',
    component: 'page',
    body: [
      { _uid: 'by-uuid', component: 'button', text: 'Tasas', to: storyLink('uuid-tasas') },
      { _uid: 'by-id', component: 'button', text: 'Tasas', to: storyLink('42', 'plazo') },
      { _uid: 'nowhere', component: 'button', text: 'Nada', to: storyLink('uuid-borrada', 'arriba') },
      { _uid: 'unset', component: 'button', text: 'Sin enlace', to: storyLink('') },
      {
        _uid: 'rt',
        component: 'text',
        text: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'las tasas',
                  marks: [
                    { type: 'link', attrs: { href: '', uuid: 'uuid-tasas', linktype: 'story', anchor: '' } },
                  ],
                },
              ],
            },
          ],
        },
      },
    ],
  },
};

function run() {
  const normalized = normalizeStories([
    { origin: 'tasas.json', data: target },
    { origin: 'inicio.json', data: page },
  ]);
  expect(normalized.errors).toEqual([]);
  return resolveStoryLinkIds(normalized.stories);
}

describe('story links without cached_url', () => {
  it('resolve by the story uuid or numeric id, with a warning naming story, _uid and field', () => {
    const { stories, errors } = run();
    expect(errors.map((e) => [e.code, e.severity, e.story, e.uid, e.field])).toEqual([
      ['broken_link', 'warning', 'inicio', 'by-uuid', 'to'],
      ['broken_link', 'warning', 'inicio', 'by-id', 'to'],
      ['broken_link', 'warning', 'inicio', 'nowhere', 'to'],
      ['broken_link', 'warning', 'inicio', 'rt', 'text.content.0.content.0.marks.0.attrs'],
    ]);
    const body = stories[1]?.content.body as { to?: Multilink }[];
    expect(JSON.stringify(body[4])).toContain('"href":"tasas-y-comisiones"');
    const hrefs = body.filter((b) => b.to).map((b) => resolveLink(b.to as Multilink)?.href ?? null);
    // One that names no story is no link at all: not its anchor on the current page.
    expect(hrefs).toEqual(['/tasas-y-comisiones/', '/tasas-y-comisiones/#plazo', null, null]);
  });

  it('leave a content without such links as it was', () => {
    const normalized = normalizeStories([{ origin: 'tasas.json', data: target }]);
    expect(resolveStoryLinkIds(normalized.stories).stories[0]).toBe(normalized.stories[0]);
  });
});
