import { describe, expect, it } from 'vitest';
import { describeIssue } from '../../../common/describe-issue';
import { defaultSizes, storyblokImageData, type ImageData } from '../../image-data';
import { imageDataSchema } from './image-data';

const image: ImageData = {
  src: '/content-images/images/familia.jpg',
  srcset: '/content-images/images/v/familia-320.jpg 320w, /content-images/images/v/familia-640.jpg 640w',
  webpSrcset: '/content-images/images/v/familia-320.webp 320w',
  sizes: defaultSizes,
  size: { width: 640, height: 427 },
  placeholder: 'data:image/webp;base64,AAAA',
};

function issueOf(value: unknown): string {
  const result = imageDataSchema.safeParse(value);
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('expected the value to be refused');
  return describeIssue(issue, value);
}

describe('image data schema (docs/behaviour.md §3 "Image data")', () => {
  it('parses image data with src, srcset, sizes, size and a placeholder data URI', () => {
    expect(imageDataSchema.parse(image)).toEqual(image);
    expect(imageDataSchema.parse({ ...image, priority: true }).priority).toBe(true);
  });

  it('accepts what the Storyblok image helper makes (no placeholder, size from the URL)', () => {
    const data = storyblokImageData('https://a.storyblok.com/f/1/1200x800/abc/foto.jpg');
    expect(imageDataSchema.parse(data)).toEqual(data);
  });

  it('accepts an unknown size (0) and an empty placeholder, as the build writes for SVGs', () => {
    expect(
      imageDataSchema.safeParse({ ...image, size: { width: 0, height: 0 }, placeholder: '' }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...image, size: { width: '640', height: 427 } }, 'size.width: expected number, received string'],
    [{ ...image, size: { width: 640, height: 10.5 } }, 'size.height: expected int, received number'],
    [{ ...image, srcset: undefined }, 'srcset: expected string, received undefined'],
    [
      { ...image, placeholder: 'familia.jpg' },
      'placeholder: expected a data:image/ URI or "", received string',
    ],
  ])('names the bad field of %j', (value, message) => {
    expect(issueOf(value)).toBe(message);
  });
});
