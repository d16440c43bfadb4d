// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { integrations } from '../config/integrations';
import { readSiteUrl } from './document-state';

describe('readSiteUrl', () => {
  it('is the origin of the prerendered canonical link (the browser bundle never saw SITE_URL)', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://banco.example/atm/">';
    expect(readSiteUrl()).toBe('https://banco.example');
  });

  it('falls back to the configured site URL on a page without one', () => {
    document.head.innerHTML = '';
    expect(readSiteUrl()).toBe(integrations.siteUrl);
  });
});
