// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, richDoc } from '../../test/test-blok';

afterEach(cleanup);

describe('BannerBlock', () => {
  it('shows only the title as the page heading when simple', () => {
    const { container } = renderBlok(
      raw('banner', { simple: true, title: 'Banca en línea', introduction: richDoc('No se muestra') }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Banca en línea');
    expect(container.querySelector('.banner-simple')).not.toBeNull();
    expect(container.textContent).not.toContain('No se muestra');
  });

  it('shows topBody, title, introduction, body and images otherwise', () => {
    const { container } = renderBlok(
      raw('banner', {
        title: 'Misión y visión',
        topBody: [raw('title', { title: 'Arriba', size: 'h2' })],
        introduction: richDoc('Somos el banco de los salvadoreños.'),
        body: [raw('button', { text: 'Conocé más', to: { linktype: 'story', cached_url: 'conocenos' } })],
        images: [{ filename: 'mision.svg', alt: 'Equipo' }, 'sin-alt.svg', { filename: '' }],
      }),
    );
    expect(container.querySelector('.banner-top')?.textContent).toBe('Arriba');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Misión y visión');
    expect(container.querySelector('.banner-introduction')?.textContent).toBe(
      'Somos el banco de los salvadoreños.',
    );
    expect(screen.getByRole('link', { name: 'Conocé más' }).getAttribute('href')).toBe('/conocenos/');
    const images = container.querySelectorAll('.banner-images img');
    // An asset without a file is dropped rather than rendered as a broken image.
    expect(images).toHaveLength(2);
    expect(images[0]?.getAttribute('src')).toBe('/content-images/images/mision.svg');
    expect(images[0]?.getAttribute('alt')).toBe('Equipo');
    expect(images[1]?.getAttribute('alt')).toBe('No alt description');
  });

  it('uses the full width for the text when there are no images, and skips an empty introduction', () => {
    const { container } = renderBlok(raw('banner', { title: 'Sin imágenes', introduction: '' }));
    expect(container.querySelector('.banner-images')).toBeNull();
    expect(container.querySelector('.banner-introduction')).toBeNull();
    expect(container.querySelector('h1')?.parentElement?.className).toBe('col-12');
  });
});
