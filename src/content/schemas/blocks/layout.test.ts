import { describe, expect, it } from 'vitest';
import { bannerBlock, cascadePageBlock, layoutBlocks } from './layout';

describe('layout block schemas', () => {
  it('give every page type the page regions, and the cascade page its two columns', () => {
    for (const name of ['page', 'plain_page', 'full_width_page', 'front_page'] as const) {
      expect(layoutBlocks[name].blokFields, name).toEqual(['header', 'menu', 'body', 'footer']);
    }
    expect(cascadePageBlock.blokFields).toEqual(['header', 'menu', 'body', 'footer', 'left', 'right']);
  });

  it('read the banner fields of docs/behaviour.md §3 with defaults', () => {
    const banner = bannerBlock.schema.parse({ _uid: 'b', component: 'banner' });
    expect(banner).toMatchObject({ simple: false, title: '', topBody: [], body: [], images: [] });
    expect(banner.introduction).toEqual({ type: 'doc', content: [] });
    expect(bannerBlock.blokFields).toEqual(['topBody', 'body']);
    expect(bannerBlock.richTextFields).toEqual(['introduction']);
  });

  it('read banner images from a multi-asset field, dropping empty ones', () => {
    const banner = bannerBlock.schema.parse({
      _uid: 'b',
      component: 'banner',
      images: [{ filename: 'a.svg', alt: 'A' }, { filename: '' }, 'b.svg', null],
    });
    expect(banner.images.map((image) => image.filename)).toEqual(['a.svg', 'b.svg']);
  });
});
