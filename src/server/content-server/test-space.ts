/**
 * A small space for the content server's tests: links (multilink and rich text), references, tags,
 * nested bloks, plain fields of each kind, a draft-only story and nested folders.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const published = '2025-06-02T16:40:09.511Z';

function story(
  id: number,
  fullSlug: string,
  content: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const slug = fullSlug.replace(/\/$/, '').split('/').pop() ?? fullSlug;
  return {
    id,
    uuid: `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`,
    name: `Story ${id}`,
    slug,
    full_slug: fullSlug,
    is_startpage: fullSlug.endsWith('/'),
    position: id * 10,
    parent_id: 0,
    tag_list: [],
    published_at: published,
    first_published_at: published,
    created_at: published,
    updated_at: published,
    path: null,
    content: { _uid: `root-${id}`, component: 'page', ...content },
    ...extra,
  };
}

export const uuidOf = (id: number) => `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`;

export const testStories = [
  story(
    1,
    'home',
    {
      title: 'Inicio',
      body: [
        {
          _uid: 'teaser-1',
          component: 'teaser',
          title: 'Hola',
          link: {
            id: uuidOf(3),
            url: '',
            linktype: 'story',
            fieldtype: 'multilink',
            cached_url: 'viejo/slug',
          },
          authors: [uuidOf(4)],
        },
      ],
      text: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'ver',
                marks: [{ type: 'link', attrs: { href: '/blog/c', uuid: uuidOf(5), linktype: 'story' } }],
              },
            ],
          },
        ],
      },
    },
    { tag_list: ['portada'] },
  ),
  story(2, 'blog/', { title: 'Blog' }),
  story(
    3,
    'blog/a',
    {
      component: 'article',
      title: 'A',
      price: '10',
      rate: '1.5',
      category: 'ahorro',
      labels: ['a', 'b'],
      date: '2025-06-02 16:40',
      featured: true,
      summary: '',
      author: uuidOf(4),
      next: { id: uuidOf(6), url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'otros/d/e' },
    },
    { tag_list: ['blog', 'ahorro'] },
  ),
  story(4, 'blog/b', { component: 'author', title: 'B', name: 'Ana' }, { tag_list: ['blog'] }),
  story(
    5,
    'blog/c',
    {
      component: 'article',
      title: 'C',
      price: '20',
      rate: '2.25',
      category: 'credito',
      labels: ['b'],
      date: '2024-01-01 00:00',
      featured: false,
      summary: 'algo',
    },
    { published_at: null, first_published_at: null },
  ),
  story(6, 'otros/d/e', { title: 'E' }),
];

/** Writes the space into a new temporary folder and returns the folder. */
export async function writeTestSpace(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-server-space-'));
  for (const s of testStories) {
    const file = path.join(dir, 'stories', `${String(s.full_slug).replace(/\/$/, '/index')}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ story: s }));
  }
  return dir;
}
