import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersForPath, siteHeaderRules, type CspSources } from './security-headers';

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

function csp(path: string, sources: CspSources = { frameOrigins: [] }): string {
  return headersForPath(siteHeaderRules(sources), path).get('content-security-policy') ?? '';
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('page CSP: Storyblok asset hosts', () => {
  it('allows images and videos from the asset hosts of the default region (eu), and from no other host', () => {
    vi.stubEnv('STORYBLOK_REGION', '');
    vi.stubEnv('STORYBLOK_ENDPOINT', '');
    const page = csp('/');
    expect(directive(page, 'img-src')).toEqual(["'self'", 'data:', 'a.storyblok.com', 'a2.storyblok.com']);
    expect(directive(page, 'media-src')).toEqual(["'self'", 'a.storyblok.com', 'a2.storyblok.com']);
  });

  it.each([
    [{ STORYBLOK_REGION: 'us' }, ['a-us.storyblok.com', 'a2-us.storyblok.com']],
    [{ STORYBLOK_REGION: 'ca' }, ['a-ca.storyblok.com']],
    [{ STORYBLOK_REGION: 'ap' }, ['a-ap.storyblok.com', 'a2-ap.storyblok.com']],
    [{ STORYBLOK_REGION: 'cn' }, ['a.storyblokchina.cn']],
    [
      { STORYBLOK_ENDPOINT: 'https://api-us.storyblok.com/v2' },
      ['a-us.storyblok.com', 'a2-us.storyblok.com'],
    ],
    [{ STORYBLOK_ENDPOINT: 'http://127.0.0.1:4174/v2', STORYBLOK_REGION: 'ca' }, ['a-ca.storyblok.com']],
  ])('follows the configured region %o', (env, hosts) => {
    vi.stubEnv('STORYBLOK_REGION', '');
    vi.stubEnv('STORYBLOK_ENDPOINT', '');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const page = csp('/banca-personas/');
    expect(directive(page, 'img-src')).toEqual(["'self'", 'data:', ...hosts]);
    expect(directive(page, 'media-src')).toEqual(["'self'", ...hosts]);
    expect(page).not.toMatch(/https:\/\/a\.storyblok\.com/);
  });

  it('takes an explicit region over the environment, for the preview screens too unless VITE_PREVIEW_* says', () => {
    vi.stubEnv('STORYBLOK_REGION', 'us');
    vi.stubEnv('VITE_PREVIEW_ENDPOINT', '');
    vi.stubEnv('VITE_PREVIEW_REGION', '');
    expect(directive(csp('/', { frameOrigins: [], region: 'ap' }), 'img-src')).toContain(
      'a-ap.storyblok.com',
    );
    expect(directive(csp('/editor/'), 'img-src')).toEqual([
      "'self'",
      'data:',
      'a-us.storyblok.com',
      'a2-us.storyblok.com',
    ]);
    vi.stubEnv('VITE_PREVIEW_ENDPOINT', 'https://app.storyblokchina.cn/v2');
    const editor = csp('/editor/');
    expect(directive(editor, 'img-src')).toEqual(["'self'", 'data:', 'a.storyblokchina.cn']);
    expect(directive(editor, 'media-src')).toEqual(["'self'", 'a.storyblokchina.cn']);
    expect(directive(editor, 'connect-src')).toContain('https://app.storyblokchina.cn');
  });
});
