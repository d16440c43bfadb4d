// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentErrors, raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('IframeBlock', () => {
  it('maps src, height and title', () => {
    const { container } = renderBlok(
      raw('iframe', { src: 'https://maps.example/embed?q=1', height: '360', title: 'Mapa de la agencia' }),
    );
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://maps.example/embed?q=1');
    expect(frame?.getAttribute('title')).toBe('Mapa de la agencia');
    expect(frame?.style.height).toBe('360px');
    expect(frame?.getAttribute('loading')).toBe('lazy');
  });

  it('defaults the height to 100% and gives the frame a title', () => {
    const { container } = renderBlok(raw('iframe', { src: '/formularios/contacto/' }));
    const frame = container.querySelector('iframe');
    expect(frame?.style.height).toBe('100%');
    expect(frame?.getAttribute('title')).toBe('Contenido incrustado');
  });

  it('renders nothing without a src, and rejects script URLs and odd heights', () => {
    expect(renderBlok(raw('iframe', {})).container.innerHTML).toBe('');
    expect(contentErrors(raw('iframe', { src: 'javascript:alert(1)' }))[0]?.field).toBe('src');
    expect(
      contentErrors(raw('iframe', { src: 'https://x.example', height: '100px; color: red' }))[0]?.field,
    ).toBe('height');
  });
});
