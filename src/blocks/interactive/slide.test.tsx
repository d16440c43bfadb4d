// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { assetOf, errorsOf, parseAs, rawBlok } from '../../test/interactive-test-blok';
import { SlideBlock, SlideContent } from './slide';

afterEach(cleanup);

const slide = (fields: Record<string, unknown> = {}) =>
  parseAs('slide', { image: assetOf('slider-ahorro.svg', 'Alcancía azul'), ...fields });

describe('SlideContent', () => {
  it('renders the picture with its alt text from the content images folder', () => {
    render(<SlideContent blok={slide()} />);
    const img = screen.getByRole('img', { name: 'Alcancía azul' });
    expect(img.getAttribute('src')).toBe('/content-images/images/slider-ahorro.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("falls back to 'No alt description' (docs/behaviour.md §5)", () => {
    render(<SlideContent blok={slide({ image: assetOf('a.svg') })} />);
    expect(screen.getByRole('img', { name: 'No alt description' })).toBeTruthy();
  });

  it('puts caption, text and slot blocks in caption_tag, text_tag and content_tag (h3 / p / div by default)', () => {
    const { container, rerender } = render(
      <SlideContent blok={slide({ caption: 'Ahorrá', text: 'Desde US$25.00', slot: [] })} />,
    );
    const content = container.querySelector('.carousel-caption');
    expect(content?.tagName).toBe('DIV');
    expect(content?.querySelector('.slide-caption')?.tagName).toBe('H3');
    expect(content?.querySelector('.slide-text')?.tagName).toBe('P');
    const button = rawBlok('button', { text: 'Abrí tu cuenta' });
    rerender(
      <SlideContent
        blok={slide({
          caption: 'Ahorrá',
          caption_tag: 'h2',
          text: 'Desde US$25.00',
          text_tag: 'span',
          content_tag: 'section',
          slot: [button],
        })}
      />,
    );
    const section = container.querySelector('.carousel-caption');
    expect(section?.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ahorrá');
    expect(section?.querySelector('.slide-text')?.tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: 'Abrí tu cuenta' })).toBeTruthy();
  });

  it('shows the content from content_visible_up only', () => {
    const { container } = render(
      <SlideContent blok={slide({ caption: 'Hola', content_visible_up: 'md' })} />,
    );
    expect(container.querySelector('.carousel-caption')?.className).toBe(
      'carousel-caption d-none d-md-block',
    );
  });

  it('has no caption box when there is nothing to say', () => {
    const { container } = render(<SlideContent blok={slide()} />);
    expect(container.querySelector('.carousel-caption')).toBeNull();
  });

  it('draws a blank image of img_blank_color when the slide has no picture, sized by img_width/img_height', () => {
    const { container } = render(
      <SlideContent
        blok={slide({ image: null, img_blank_color: '#0b4ea2' })}
        options={{ width: 1200, height: 400 }}
      />,
    );
    const blank = container.querySelector('.slide-blank') as HTMLElement;
    expect(blank.style.background).toBe('#0b4ea2');
    expect(blank.style.aspectRatio).toBe('1200 / 400');
    expect(blank.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('SlideBlock outside a slider', () => {
  it('keeps id and background', () => {
    const { container } = render(<SlideBlock blok={slide({ id: 'promo', background: '#e8f1fb' })} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.id).toBe('promo');
    expect(root.style.background).toBe('#e8f1fb');
  });
});

describe('slide schema', () => {
  it('rejects unknown tags and breakpoints', () => {
    expect(errorsOf('slide', { caption_tag: 'marquee' })[0]?.field).toBe('caption_tag');
    expect(errorsOf('slide', { content_visible_up: 'huge' })[0]?.field).toBe('content_visible_up');
    expect(errorsOf('slide', { caption_tag: '', text_tag: null, slot: null, image: '' })).toEqual([]);
  });
});

describe('slide colours (docs/behaviour.md §5.5)', () => {
  const injection =
    'red;position:fixed;top:0;left:0;z-index:2147483004;background:url(https://evil.example/x.png)';

  it('leaves out a background or img_blank_color that is not a CSS colour, with a warning naming the field', () => {
    const errors = errorsOf('slide', {
      image: null,
      background: injection,
      img_blank_color: 'url(https://evil.example/y)',
    });
    expect(errors.map((e) => [e.code, e.severity, e.field])).toEqual([
      ['invalid_color', 'warning', 'img_blank_color'],
      ['invalid_color', 'warning', 'background'],
    ]);
    const blok = slide({
      image: null,
      background: injection,
      img_blank_color: 'url(https://evil.example/y)',
    });
    const html = renderToString(<SlideBlock blok={blok} />);
    expect(html).not.toContain('evil');
    expect(html).not.toContain('position:fixed');
    expect(html).not.toContain('style=');
  });

  it('checks again when rendering, so a value that skipped the schema never reaches style=""', () => {
    const blok = { ...slide({ image: null }), background: injection, img_blank_color: injection };
    const html = renderToString(<SlideBlock blok={blok} />);
    expect(html).not.toContain('evil');
    expect(html).not.toContain('style=');
  });

  it('keeps real colours', () => {
    const html = renderToString(
      <SlideBlock blok={slide({ image: null, background: 'rgb(11 78 162)', img_blank_color: 'navy' })} />,
    );
    expect(html).toContain('background:rgb(11 78 162)');
    expect(html).toContain('background:navy');
  });
});
