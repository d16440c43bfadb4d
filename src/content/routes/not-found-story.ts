import { storyOf, type Story } from '../story';

/** Used only when a content folder has no `404` story, so every site still gets a not-found page. */
export const fallbackNotFoundStory: Story = storyOf({
  id: 0,
  uuid: 'built-in-404',
  name: 'Página no encontrada',
  slug: '404',
  full_slug: '404',
  content: {
    _uid: 'built-in-404-page',
    component: 'page',
    header: [],
    footer: [],
    body: [
      {
        _uid: 'built-in-404-title',
        component: 'title',
        title: 'Página no encontrada',
        subtitle: '',
        size: 'h1',
        title_id: '',
        custom_classes: '',
      },
      {
        _uid: 'built-in-404-text',
        component: 'text',
        custom_classes: '',
        text: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'La página que buscás no existe o cambió de dirección.' }],
            },
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Volver al inicio',
                  marks: [{ type: 'link', attrs: { href: '/', linktype: 'url' } }],
                },
              ],
            },
          ],
        },
      },
    ],
  },
});
