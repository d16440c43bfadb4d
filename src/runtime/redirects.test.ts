import { describe, expect, it } from 'vitest';
import { integrations } from '../config/integrations';
import { appDownloadPath, mobileBankingPath, redirectFor } from './redirects';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const iPadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('redirectFor', () => {
  it('leaves every other path alone', () => {
    expect(
      redirectFor('/medios-digitales/banca-movil/', { userAgent: iPhone, maxTouchPoints: 5 }),
    ).toBeNull();
  });

  it('sends iPhone and iPad (also iPadOS with a desktop user agent) to the App Store', () => {
    expect(redirectFor(appDownloadPath, { userAgent: iPhone, maxTouchPoints: 5 })).toEqual({
      kind: 'external',
      url: integrations.appStoreUrl,
    });
    expect(redirectFor(appDownloadPath, { userAgent: iPadOs, maxTouchPoints: 5 })).toEqual({
      kind: 'external',
      url: integrations.appStoreUrl,
    });
  });

  it('treats a Mac without touch as a desktop', () => {
    expect(redirectFor(appDownloadPath, { userAgent: iPadOs, maxTouchPoints: 0 })).toEqual({
      kind: 'internal',
      path: mobileBankingPath,
    });
  });

  it('sends Android to Google Play and desktops to the mobile-banking page', () => {
    expect(redirectFor(appDownloadPath, { userAgent: android, maxTouchPoints: 5 })).toEqual({
      kind: 'external',
      url: integrations.playStoreUrl,
    });
    expect(redirectFor(appDownloadPath, { userAgent: desktop, maxTouchPoints: 0 })).toEqual({
      kind: 'internal',
      path: '/medios-digitales/banca-movil/',
    });
  });
});
