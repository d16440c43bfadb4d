import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../content-error';
import { normalizeBlok } from '../../normalize';
import {
  carouselBlock,
  inmuebleBlock,
  memberBlock,
  sliderBlock,
  sliderInterval,
  togglerBlock,
} from './interactive';

const base = (component: string) => ({ _uid: 'u1', component });

describe('sliderInterval (docs/behaviour.md §5)', () => {
  const schema = sliderInterval();
  it('keeps positive numbers and numeric strings', () => {
    expect(schema.parse(3000)).toBe(3000);
    expect(schema.parse('2500')).toBe(2500);
    expect(schema.parse('1e4')).toBe(10_000);
  });
  it('gives 5000 ms for anything else', () => {
    for (const value of ['', ' ', 'abc', '12px', null, undefined, false, [], 0, -1, Infinity]) {
      expect(schema.parse(value)).toBe(5000);
    }
  });
});

describe('interactive block schemas', () => {
  it('fill Storyblok nulls with defaults', () => {
    const toggler = togglerBlock.schema.parse({
      ...base('toggler'),
      closed_text: null,
      opened_text: null,
      showIcon: null,
      icon: null,
      body: null,
      style: '',
      button_size: '',
      button_style: null,
      button_full_width: null,
    });
    expect(toggler).toMatchObject({
      closed_text: '',
      opened_text: '',
      showIcon: false,
      icon: '',
      body: [],
      style: undefined,
      button_size: undefined,
      button_style: undefined,
      button_full_width: false,
    });
  });

  it('read every slider field', () => {
    const slider = sliderBlock.schema.parse({
      ...base('slider'),
      id: 'inicio',
      fade: true,
      indicators: true,
      controls: false,
      interval: '',
      no_animation: true,
      no_wrap: true,
      no_touch: true,
      no_hover_pause: true,
      img_width: '1200',
      img_height: '400',
      background: '#0b4ea2',
      first: true,
      only_mobile: false,
      only_desk: true,
      custom_classes: 'mb-0',
      slides: [],
    });
    expect(slider).toMatchObject({
      id: 'inicio',
      fade: true,
      indicators: true,
      controls: false,
      interval: 5000,
      no_animation: true,
      no_wrap: true,
      no_touch: true,
      no_hover_pause: true,
      img_width: 1200,
      img_height: 400,
      background: '#0b4ea2',
      first: true,
      only_mobile: false,
      only_desk: true,
      custom_classes: 'mb-0',
      slides: [],
    });
  });

  it('reject a non-numeric image size rather than guess it', () => {
    expect(sliderBlock.schema.safeParse({ ...base('slider'), img_width: 'ancho' }).success).toBe(false);
  });

  it('default panels_per_view to 1', () => {
    expect(carouselBlock.schema.parse(base('carousel')).panels_per_view).toBe(1);
  });

  it('read fotos as a multi-asset list and numero as text', () => {
    const blok = inmuebleBlock.schema.parse({
      ...base('inmueble'),
      numero: 77,
      fotos: [
        {
          id: 1,
          filename: 'https://a.storyblok.com/f/1/800x600/abc/casa.jpg',
          alt: 'Casa',
          fieldtype: 'asset',
        },
        { id: null, filename: '', alt: null, fieldtype: 'asset' },
      ],
    });
    expect(blok.numero).toBe('77');
    expect(blok.fotos).toEqual([
      { filename: 'https://a.storyblok.com/f/1/800x600/abc/casa.jpg', alt: 'Casa', focus: '', title: '' },
    ]);
  });

  it('treat resume as rich text (checked by the normaliser)', () => {
    expect(memberBlock.richTextFields).toEqual(['resume']);
    expect(togglerBlock.blokFields).toEqual(['body']);
  });

  it('drop an invalid toggler from an accordion and report it, keeping the others', () => {
    const errors: ContentError[] = [];
    const blok = normalizeBlok(
      {
        ...base('accordion'),
        togglers: [
          { _uid: 't1', component: 'toggler', closed_text: 'Bien' },
          { _uid: 't2', component: 'toggler', button_style: 'morado' },
        ],
      },
      { story: 'banca-personas/seguros', errors },
    );
    expect((blok?.togglers as { _uid: string }[]).map((t) => t._uid)).toEqual(['t1']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ story: 'banca-personas/seguros', uid: 't2', field: 'button_style' });
  });
});
