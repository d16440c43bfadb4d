import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageAllowed, pageImagePolicy, type ImagePolicy } from './image-hosts';

const policy: ImagePolicy = {
  sources: [
    "'self'",
    'data:',
    'https://a.storyblok.com',
    'https://*.cdn.example',
    'http://old.example:8080/img/',
  ],
  selfOrigin: 'https://www.bancoazul.example',
};

describe('imageAllowed', () => {
  it.each([
    ['https://www.bancoazul.example/content-images/images/a.png', true],
    ['https://a.storyblok.com/f/1/a.png', true],
    ['//a.storyblok.com/f/1/a.png', true],
    ['https://x.cdn.example/a.png', true],
    ['https://cdn.example/a.png', false],
    ['http://a.storyblok.com/f/1/a.png', false],
    ['https://a.storyblok.com:444/a.png', false],
    ['https://evil.example/a.png', false],
    ['https://a.storyblok.com.evil.example/a.png', false],
    ['https://old.example:8080/img/a.png', true],
    ['https://old.example:8080/other/a.png', false],
    ['data:image/png;base64,AAAA', true],
  ])('%s → %s', (url, allowed) => {
    expect(imageAllowed(url, policy)).toBe(allowed);
  });
});

describe('pageImagePolicy', () => {
  it('reads img-src from the headers the build writes', () => {
    const read = pageImagePolicy('https://www.bancoazul.example/');
    expect(read.sources).toContain("'self'");
    expect(read.sources).toContain('a.storyblok.com');
    expect(read.selfOrigin).toBe('https://www.bancoazul.example');
    expect(imageAllowed('https://a.storyblok.com/f/1/a.png', read)).toBe(true);
    expect(imageAllowed('https://images.unsplash.com/a.png', read)).toBe(false);
  });
});

describe('pageImagePolicy and the configured Storyblok region', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("allows the region's asset hosts, protocol-relative URLs included on an http site, and no other region", () => {
    vi.stubEnv('STORYBLOK_ENDPOINT', '');
    vi.stubEnv('STORYBLOK_REGION', 'us');
    const https = pageImagePolicy('https://www.bancoazul.example');
    expect(imageAllowed('https://a-us.storyblok.com/f/1/640x480/abc/a.jpg', https)).toBe(true);
    expect(imageAllowed('https://a2-us.storyblok.com/f/1/a.jpg', https)).toBe(true);
    expect(imageAllowed('//a-us.storyblok.com/f/1/a.jpg', https)).toBe(true);
    expect(imageAllowed('http://a-us.storyblok.com/f/1/a.jpg', https)).toBe(false);
    expect(imageAllowed('https://a.storyblok.com/f/1/a.jpg', https)).toBe(false);
    const http = pageImagePolicy('http://127.0.0.1:4173');
    expect(imageAllowed('//a-us.storyblok.com/f/1/a.jpg', http)).toBe(true);
  });
});
