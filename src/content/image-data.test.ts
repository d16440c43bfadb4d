import { describe, expect, it } from 'vitest';
import { storyblokRegions } from '../config/storyblok-regions';
import { storyblokImageData } from './image-data';

describe('storyblokImageData', () => {
  it.each(Object.values(storyblokRegions).flatMap((region) => region.assets))(
    'reads the size from an asset URL of %s and offers the image service sizes',
    (host) => {
      const url = `https://${host}/f/123/1200x800/abc/foto.jpg`;
      expect(storyblokImageData(url)).toMatchObject({
        src: url,
        size: { width: 1200, height: 800 },
        srcset: `${url}/m/320x0 320w, ${url}/m/640x0 640w, ${url}/m/960x0 960w, ${url}/m/1200x0 1200w`,
      });
    },
  );

  it('takes protocol-relative URLs and leaves SVGs to the browser', () => {
    expect(storyblokImageData('//a2.storyblok.com/f/1/640x480/x/logo.svg')).toMatchObject({
      size: { width: 640, height: 480 },
      srcset: '',
    });
  });

  it('knows no size for other hosts, look-alike hosts or URLs without one', () => {
    for (const url of [
      'https://example.com/f/1/1200x800/abc/foto.jpg',
      'https://a.storyblok.com.example.com/f/1/1200x800/abc/foto.jpg',
      'https://a3.storyblok.com/f/1/1200x800/abc/foto.jpg',
      'https://a.storyblok.com/f/1/foto.jpg',
      'https://a.storyblok.com/f/1/0x800/abc/foto.jpg',
    ]) {
      expect(storyblokImageData(url), url).toBeNull();
    }
  });
});
