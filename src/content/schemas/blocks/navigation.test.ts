import { describe, expect, it } from 'vitest';
import { defaults } from '../../../config/site';
import {
  iconBlock,
  iconLinkPageBlock,
  iframeBlock,
  localVideoBlock,
  navigationBlocks,
  rawHtmlBlock,
  scrollSpyLinkBlock,
} from './navigation';

const base = (component: string) => ({ _uid: 'u', component });

describe('navigation block schemas', () => {
  it('default the icon to question-square (docs/behaviour.md §2)', () => {
    expect(defaults.icon).toBe('question-square');
    expect(iconBlock.schema.parse(base('icon')).icon).toBe('question-square');
    expect(iconBlock.schema.parse({ ...base('icon'), icon: null }).icon).toBe('question-square');
    expect(iconLinkPageBlock.schema.parse(base('icon_link_page')).icon).toBe('question-square');
  });

  it('default the iframe height to 100% (docs/behaviour.md §2)', () => {
    expect(iframeBlock.schema.parse({ ...base('iframe'), src: 'https://x.example' }).height).toBe('100%');
  });

  it('strip the # an editor types in id_to_follow', () => {
    expect(
      scrollSpyLinkBlock.schema.parse({ ...base('scroll_spy_link'), id_to_follow: '#seguridad' })
        .id_to_follow,
    ).toBe('seguridad');
  });

  it('give local videos a MIME type', () => {
    expect(localVideoBlock.schema.parse({ ...base('local_video'), video_type: 'webm' }).video_type).toBe(
      'video/webm',
    );
    expect(
      localVideoBlock.schema.parse({ ...base('local_video'), video_type: '' }).video_type,
    ).toBeUndefined();
    expect(localVideoBlock.schema.safeParse({ ...base('local_video'), video_type: 'avi' }).success).toBe(
      false,
    );
  });

  it('sanitise raw html in the transform, so page data is clean', () => {
    const parsed = rawHtmlBlock.schema.parse({
      ...base('raw_html'),
      html: '<p>Hola</p><script>alert(1)</script><iframe srcdoc="<b>x</b>" src="https://x.example/"></iframe>',
    });
    expect(parsed.html).toBe('<p>Hola</p><iframe src="https://x.example/"></iframe>');
  });

  it('declare the nested-block fields the normaliser must check', () => {
    const blokFields = Object.fromEntries(
      Object.entries(navigationBlocks)
        .filter(([, definition]) => definition.blokFields.length > 0)
        .map(([name, definition]) => [name, definition.blokFields]),
    );
    expect(blokFields).toEqual({
      generic_block: ['body'],
      button_group: ['buttons'],
      link_list: ['list'],
      scroll_spy: ['items'],
      linked_element: ['body'],
      social_links: ['links'],
      social_link: ['body'],
    });
  });
});
