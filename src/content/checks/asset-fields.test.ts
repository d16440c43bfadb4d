/** Every image a page shows on a host its CSP blocks is reported, whatever its file name (issue 34). */
import { describe, expect, it } from 'vitest';
import { storyOf } from '../story';
import { checkAssetFields } from './asset-fields';

const policy = {
  sources: ["'self'", 'data:', 'a.storyblok.com'],
  selfOrigin: 'https://www.bancoazul.example',
};
const asset = (filename: string) => ({ filename, alt: '', focus: '', title: '' });

function warningsFor(blocks: Record<string, unknown>[]) {
  const story = storyOf({
    id: 1,
    uuid: 'u',
    name: 'Fotos',
    slug: 'fotos',
    full_slug: 'fotos',
    content: { _uid: 'root', component: 'page', body: blocks },
  });
  return checkAssetFields([story], policy).errors.map((e) => [e.code, e.severity, e.uid, e.field]);
}

describe('images on hosts the CSP blocks', () => {
  it('are reported with or without an image extension', () => {
    expect(
      warningsFor([
        { _uid: 'ext', component: 'image', image: asset('https://images.evil.example/foto.png') },
        { _uid: 'sin-ext', component: 'image', image: asset('https://images.evil.example/foto?id=7') },
        { _uid: 'cdn', component: 'image', image: asset('https://cdn.evil.example/i/abc123') },
      ]),
    ).toEqual([
      ['blocked_image_host', 'warning', 'ext', 'image.filename'],
      ['blocked_image_host', 'warning', 'sin-ext', 'image.filename'],
      ['blocked_image_host', 'warning', 'cdn', 'image.filename'],
    ]);
  });

  it('leave allowed hosts, videos and documents alone', () => {
    expect(
      warningsFor([
        { _uid: 'ok', component: 'image', image: asset('https://a.storyblok.com/f/1/x') },
        { _uid: 'video', component: 'local_video', video: asset('https://videos.example/clip.mp4') },
      ]),
    ).toEqual([]);
  });
});
