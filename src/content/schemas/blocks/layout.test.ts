import { describe, expect, it } from 'vitest';
import { normalizeStories } from '../../normalize';
import { bannerBlock, cascadePageBlock, layoutBlocks, pageBlock } from './layout';

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

  it("read a page's search weight as a number, unset when empty, and report one out of range", () => {
    const weightOf = (search_weight: unknown) =>
      pageBlock.schema.parse({ _uid: 'p', component: 'page', search_weight }).search_weight;
    expect(weightOf('0.6')).toBe(0.6);
    expect(weightOf('')).toBeUndefined();
    expect(weightOf(undefined)).toBeUndefined();
    const story = (search_weight: string) => ({
      origin: 'stories/beneficios.json',
      data: {
        name: 'Beneficios',
        slug: 'beneficios',
        full_slug: 'beneficios',
        id: 7,
        uuid: 'u-7',
        is_startpage: false,
        content: { _uid: 'page-7', component: 'page', body: [], search_weight },
      },
    });
    const { errors } = normalizeStories([story('5'), story('mucho')]);
    expect(errors.map((e) => [e.code, e.story, e.uid, e.field, e.message])).toEqual([
      ['invalid_field', 'beneficios', 'page-7', 'search_weight', 'expected a number from 0.1 to 3, found 5'],
      ['invalid_field', 'beneficios', 'page-7', 'search_weight', 'expected a number, found "mucho"'],
    ]);
  });
});
