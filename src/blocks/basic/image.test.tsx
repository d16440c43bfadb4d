// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

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
});
