import { describe, expect, it } from 'vitest';
import { withPageBlockIds } from './page-block-ids';

describe('withPageBlockIds', () => {
  const content = {
    _uid: '8b348efd-2808-cdc9-4fb6-8a27750d85e8',
    component: 'page',
    body: [
      { _uid: '90bfe487-c60e-1bb8-ed97-ed3fb1dc01bd', component: 'title', title: 'Hola' },
      {
        _uid: '4fa03931-9b31-c239-576f-40be9fd6702b',
        component: 'text',
        text: {
          type: 'doc',
          content: [{ type: 'blok', attrs: { id: 'x', body: [{ _uid: 'same', component: 'button' }] } }],
        },
      },
      { _uid: 'same', component: 'button', to: { id: '', cached_url: 'a/' } },
    ],
  };

  it('gives every block a short id in document order, rich-text blocks included, and keeps every other field', () => {
    expect(withPageBlockIds(content)).toEqual({
      _uid: '0',
      component: 'page',
      body: [
        { _uid: '1', component: 'title', title: 'Hola' },
        {
          _uid: '2',
          component: 'text',
          text: {
            type: 'doc',
            content: [{ type: 'blok', attrs: { id: 'x', body: [{ _uid: '3', component: 'button' }] } }],
          },
        },
        { _uid: '4', component: 'button', to: { id: '', cached_url: 'a/' } },
      ],
    });
  });

  it('tells apart blocks the content gave the same id, and leaves the content itself as it was', () => {
    const before = structuredClone(content);
    const ids = JSON.stringify(withPageBlockIds(content)).match(/"_uid":"[^"]*"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(content).toEqual(before);
  });

  it('gives no id to an object that is not a block', () => {
    expect(withPageBlockIds({ _uid: 'a', title: 'no component' })).toEqual({
      _uid: 'a',
      title: 'no component',
    });
  });
});
