// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';
import { videoEmbedUrl } from './video-embed-url';

afterEach(cleanup);

describe('VideoBlock', () => {
  it('frames the url at 16:9 with a title', () => {
    const { container } = renderBlok(
      raw('video', { url: 'https://player.example/embed/42', title: 'Video: Reactivando El Salvador' }),
    );
    expect(container.firstElementChild?.className).toBe('ratio ratio-16x9 video-block');
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://player.example/embed/42');
    expect(frame?.getAttribute('title')).toBe('Video: Reactivando El Salvador');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
  });

  it('defaults the title and renders nothing without a url', () => {
    expect(
      renderBlok(raw('video', { url: 'https://player.example/1' })).container.querySelector('iframe')?.title,
    ).toBe('Video');
    expect(renderBlok(raw('video', { url: '' })).container.querySelector('iframe')).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('turns YouTube watch and short links into embed links', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('keeps embed links and other addresses as they are', () => {
    expect(videoEmbedUrl('https://www.youtube.com/embed/abcdefg')).toBe(
      'https://www.youtube.com/embed/abcdefg',
    );
    expect(videoEmbedUrl('/videos/x.mp4')).toBe('/videos/x.mp4');
  });
});
