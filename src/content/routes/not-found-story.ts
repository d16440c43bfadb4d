import type { ContentError } from '../content-error';
import { normalizeStory } from '../normalize';
import type { Story } from '../story';

/**
 * Used only when the content has no valid `404` story, so every site still gets a not-found page. Written
 * as content and read by the normaliser like any story, so every field a page type gains (its `menu` region
 * once crashed the build here) gets the schema's default instead of being forgotten in this file.
 */
const rawNotFoundStory = {
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
};

function readBuiltIn(): Story {
  const errors: ContentError[] = [];
  const story = normalizeStory(
    { origin: 'src/content/routes/not-found-story.ts', data: rawNotFoundStory },
    errors,
  );
  // A mistake in this file, not in anyone's content: it must fail every build and every test at once.
  if (!story || errors.length > 0)
    throw new Error(`The built-in not-found story is invalid: ${errors.join('; ')}`);
  return story;
}

export const fallbackNotFoundStory: Story = readBuiltIn();
