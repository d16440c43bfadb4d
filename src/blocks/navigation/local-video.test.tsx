// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('LocalVideoBlock', () => {
  it('plays the video file with controls in a 16:9 frame', () => {
    const { container } = renderBlok(
      raw('local_video', {
        video: { filename: 'videos/felices-fiestas.webm' },
        video_type: 'video/webm',
        title: 'Saludo',
      }),
    );
    expect(container.firstElementChild?.className).toBe('ratio ratio-16x9 local-video');
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('Saludo');
    const source = container.querySelector('source');
    expect(source?.getAttribute('src')).toBe('/content-images/videos/felices-fiestas.webm');
    expect(source?.getAttribute('type')).toBe('video/webm');
  });

  it('accepts the bare format as video_type and keeps absolute URLs', () => {
    const { container } = renderBlok(
      raw('local_video', { video: 'https://a.storyblok.com/f/1/saludo.mp4', video_type: 'mp4' }),
    );
    expect(container.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
    expect(container.querySelector('source')?.getAttribute('src')).toBe(
      'https://a.storyblok.com/f/1/saludo.mp4',
    );
  });

  it('renders nothing without a file', () => {
    expect(renderBlok(raw('local_video', { video: null })).container.innerHTML).toBe('');
  });
});
