import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../content-error';
import { normalizeStory } from '../../normalize';
import {
  agencyBlock,
  atmBlock,
  blogMenuBlock,
  periodBlock,
  premierProductBlock,
  questionBlock,
  yearBlock,
} from './domain';

const base = { _uid: 'u1' };

describe('domain block schemas', () => {
  it('reads a map address pasted as text as an external url link', () => {
    const atm = atmBlock.schema.parse({
      ...base,
      component: 'atm',
      url: '  https://maps.example/?q=Metrocentro ',
    });
    expect(atm.url).toMatchObject({ linktype: 'url', url: 'https://maps.example/?q=Metrocentro' });
  });

  it('keeps a map address given as a multilink, and treats "" and null as no link', () => {
    const link = {
      id: '',
      url: 'https://maps.example/?q=Escalon',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: 'https://maps.example/?q=Escalon',
    };
    const agency = agencyBlock.schema.parse({ ...base, component: 'agency', url: link });
    expect(agency.url.url).toBe('https://maps.example/?q=Escalon');
    expect(agencyBlock.schema.parse({ ...base, component: 'agency', url: '' }).url).toMatchObject({
      url: '',
      cached_url: '',
    });
    expect(agencyBlock.schema.parse({ ...base, component: 'agency', url: null }).url.linktype).toBe('story');
  });

  it('fills unset agency fields with empty values', () => {
    const agency = agencyBlock.schema.parse({ ...base, component: 'agency' });
    expect(agency).toMatchObject({ title: '', telephone: '', location: { type: 'doc', content: [] } });
  });

  it('reads a year given as a Storyblok number string, a number or nothing', () => {
    expect(yearBlock.schema.parse({ ...base, component: 'year', year: ' 2015 ' }).year).toBe('2015');
    expect(yearBlock.schema.parse({ ...base, component: 'year', year: 2021 }).year).toBe('2021');
    expect(yearBlock.schema.parse({ ...base, component: 'year', year: null }).year).toBe('');
  });

  it('drops a leading # from a question id and rejects ids with spaces', () => {
    expect(questionBlock.schema.parse({ ...base, component: 'question', id: '#abrir-cuenta' }).id).toBe(
      'abrir-cuenta',
    );
    expect(questionBlock.schema.parse({ ...base, component: 'question' }).id).toBe('');
    expect(
      questionBlock.schema.safeParse({ ...base, component: 'question', id: 'abrir cuenta' }).success,
    ).toBe(false);
  });

  it('defaults the premier product heading to h2 and accepts only known alignments', () => {
    const product = premierProductBlock.schema.parse({ ...base, component: 'premier_product', size: '' });
    expect(product.size).toBe('h2');
    expect(product.alignment).toBeUndefined();
    expect(premierProductBlock.schema.parse({ ...base, component: 'premier_product', size: 'h4' }).size).toBe(
      'h4',
    );
    expect(
      premierProductBlock.schema.safeParse({ ...base, component: 'premier_product', alignment: 'top' })
        .success,
    ).toBe(false);
  });

  it('reads period flags and an empty image', () => {
    const period = periodBlock.schema.parse({
      ...base,
      component: 'period',
      inverted: null,
      alignment: 'right',
      imagen: {
        id: null,
        alt: null,
        name: '',
        focus: null,
        title: null,
        filename: '',
        copyright: null,
        fieldtype: 'asset',
      },
    });
    expect(period).toMatchObject({ inverted: false, alignment: 'right', imagen: { filename: '', alt: '' } });
  });

  it('reports a question with a bad id by story, _uid and field, and leaves it out of its list', () => {
    const errors: ContentError[] = [];
    const story = normalizeStory(
      {
        origin: 'faq.json',
        data: {
          id: 1,
          uuid: 'x',
          name: 'FAQ',
          slug: 'faq',
          full_slug: 'faq',
          content: {
            _uid: 'root',
            component: 'page',
            body: [
              { _uid: 'q-bad', component: 'question', id: 'con espacios', question: '¿?' },
              { _uid: 'q-good', component: 'question', id: 'bien', question: '¿?' },
            ],
          },
        },
      },
      errors,
    );
    expect(errors.map((e) => [e.uid, e.field])).toEqual([['q-bad', 'id']]);
    expect((story?.content.body as { _uid: string }[]).map((b) => b._uid)).toEqual(['q-good']);
  });

  it('keeps blog menu links as nested blocks', () => {
    const menu = blogMenuBlock.schema.parse({ ...base, component: 'blog_menu', links: null });
    expect(menu.links).toEqual([]);
  });
});
