// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '../../content/schemas/registry';
import { parseBlok, raw, renderBlok } from '../../test/test-blok';
import { Block } from '../parts/render-block';

afterEach(cleanup);

describe('ImageBlock', () => {
  it('is lazy by default, with the default alt text and a fluid class', () => {
    renderBlok(raw('image', { image: 'familia-azul.svg' }));
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/content-images/images/familia-azul.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('alt')).toBe('No alt description');
    expect(image.className).toBe('img-fluid');
  });

  it('maps notLazy, sticky, inline, borders, shadows, image_radius, fluidGrow and custom_classes', () => {
    renderBlok(
      raw('image', {
        image: { filename: 'https://a.storyblok.com/f/1/600x400/abc/foto.jpg', alt: 'Alt del asset' },
        notLazy: true,
        sticky: true,
        inline: true,
        borders: true,
        shadows: true,
        image_radius: 'lg',
        fluidGrow: true,
        custom_classes: 'mx-auto',
      }),
    );
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('alt')).toBe('Alt del asset');
    expect(image.className).toBe('w-100 d-inline-block sticky-top border shadow rounded-3 mx-auto');
  });

  it('prefers the block alt, maps every radius to a Bootstrap 5 class, and accepts the path shape', () => {
    renderBlok(
      raw('image', { image: { path: '/img/down-arrow.gif' }, alt: 'Flecha', image_radius: 'circle' }),
    );
    const image = screen.getByRole('img', { name: 'Flecha' });
    expect(image.getAttribute('src')).toBe('/img/down-arrow.gif');
    expect(image.className).toContain('rounded-circle');
  });

  it('renders nothing without an image path', () => {
    const { container } = renderBlok(raw('image', { image: '' }));
    expect(container.innerHTML).toBe('');
  });

  it("passes an editor's sizes to the picture's candidates, and keeps the build's without one", () => {
    // The build attaches the image data after the content is read (src/build/images.ts).
    const withData = (fields: Record<string, unknown>) => {
      const blok = parseBlok(raw('image', { image: 'a.jpg', ...fields })) as BlockOf<'image'>;
      blok.image.data = {
        src: '/content-images/images/a.jpg',
        srcset: '/content-images/images/_v/a-320.jpg 320w',
        webpSrcset: '/content-images/images/_v/a-320.webp 320w',
        sizes: '(max-width: 992px) 100vw, 1100px',
        size: { width: 1200, height: 800 },
        placeholder: '',
      };
      return render(<Block blok={blok} />).container;
    };
    const sized = withData({ sizes: '(min-width: 992px) 20vw, 33vw' });
    expect(sized.querySelector('source')?.getAttribute('sizes')).toBe('(min-width: 992px) 20vw, 33vw');
    expect(sized.querySelector('img')?.getAttribute('sizes')).toBe('(min-width: 992px) 20vw, 33vw');
    cleanup();
    expect(withData({}).querySelector('img')?.getAttribute('sizes')).toBe('(max-width: 992px) 100vw, 1100px');
  });
});
