import { describe, expect, it } from 'vitest';
import { endpointOf } from '../content/storyblok-client';
import { buildContentRegion, contentRegion, regionNamed, storyblokRegions } from './storyblok-regions';

describe('storyblok regions', () => {
  it('names the asset hosts of every region (Storyblok docs, "Regional domains")', () => {
    expect(Object.fromEntries(Object.entries(storyblokRegions).map(([r, v]) => [r, v.assets]))).toEqual({
      eu: ['a.storyblok.com', 'a2.storyblok.com'],
      us: ['a-us.storyblok.com', 'a2-us.storyblok.com'],
      ca: ['a-ca.storyblok.com'],
      ap: ['a-ap.storyblok.com', 'a2-ap.storyblok.com'],
      cn: ['a.storyblokchina.cn'],
    });
  });

  it('reads a region setting, unknown or empty ones being Europe as for the client', () => {
    expect(regionNamed('us')).toBe('us');
    expect(regionNamed(' CA ')).toBe('ca');
    expect(regionNamed(undefined)).toBe('eu');
    expect(regionNamed('')).toBe('eu');
    expect(regionNamed('mars')).toBe('eu');
    expect(regionNamed('toString')).toBe('eu');
  });

  it('takes the region from a Storyblok endpoint, else from the region setting', () => {
    expect(contentRegion({ endpoint: 'https://api-ap.storyblok.com/v2' })).toBe('ap');
    expect(contentRegion({ endpoint: 'https://app.storyblokchina.cn/v2', region: 'us' })).toBe('cn');
    expect(contentRegion({ endpoint: 'http://127.0.0.1:4174/v2', region: 'us' })).toBe('us');
    expect(contentRegion({ endpoint: 'not a url', region: 'ca' })).toBe('ca');
    expect(contentRegion({})).toBe('eu');
    expect(buildContentRegion({ STORYBLOK_REGION: 'us' })).toBe('us');
    expect(
      buildContentRegion({ STORYBLOK_ENDPOINT: 'https://api-ca.storyblok.com/v2/', STORYBLOK_REGION: 'us' }),
    ).toBe('ca');
  });

  it('is where the content client finds its API host', () => {
    expect(endpointOf({ region: 'us' })).toBe('https://api-us.storyblok.com/v2');
    expect(endpointOf({ region: 'cn', oauthToken: 'x' })).toBe('https://app.storyblokchina.cn/v1');
    expect(endpointOf({})).toBe('https://api.storyblok.com/v2');
    expect(endpointOf({ region: 'mars' })).toBe('https://api.storyblok.com/v2');
  });
});
