import { describe, expect, it } from 'vitest';
import { headersForPath, siteHeaderRules } from '../../config/security-headers';
import {
  cloudFrontBehaviors,
  cloudFrontCspLimit,
  policyFor,
  viewerRequestFunction,
  type ResponseHeadersPolicyConfig,
} from './cloudfront-config';

const rules = siteHeaderRules({
  frameOrigins: ['https://www.youtube-nocookie.com'],
  scriptHashes: ["'sha256-boot='"],
});

/** The headers a CloudFront response-headers policy adds, read back the way CloudFront applies them. */
function headersOf(policy: ResponseHeadersPolicyConfig): Map<string, string> {
  const out = new Map<string, string>();
  const s = policy.SecurityHeadersConfig;
  if (s.ContentSecurityPolicy)
    out.set('content-security-policy', s.ContentSecurityPolicy.ContentSecurityPolicy);
  if (s.ContentTypeOptions) out.set('x-content-type-options', 'nosniff');
  if (s.FrameOptions) out.set('x-frame-options', s.FrameOptions.FrameOption);
  if (s.ReferrerPolicy) out.set('referrer-policy', s.ReferrerPolicy.ReferrerPolicy);
  if (s.StrictTransportSecurity)
    out.set(
      'strict-transport-security',
      `max-age=${s.StrictTransportSecurity.AccessControlMaxAgeSec}${s.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}${s.StrictTransportSecurity.Preload ? '; preload' : ''}`,
    );
  for (const item of policy.CustomHeadersConfig.Items) out.set(item.Header.toLowerCase(), item.Value);
  return out;
}

/** The first behavior CloudFront would pick for a path. */
function behaviorFor(path: string) {
  return cloudFrontBehaviors(rules).find(({ pathPattern }) => {
    if (pathPattern === '*') return true;
    const pattern = `/${pathPattern}`;
    return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  });
}

describe('CloudFront configuration from src/config/security-headers.ts', () => {
  it.each([
    '/',
    '/banca-personas/',
    '/assets/app-1.js',
    '/assets/data/index.json',
    '/content-images/a.svg',
    '/pagefind/pagefind.js',
    '/editor/',
    '/global/',
  ])('gives %s the headers of _headers, but Cache-Control (stored on the object)', (path) => {
    const expected = headersForPath(rules, path);
    expected.delete('cache-control');
    const policy = behaviorFor(path)?.policy;
    expect(policy && Object.fromEntries(headersOf(policy))).toEqual(Object.fromEntries(expected));
  });

  it('lists the most specific patterns first and the default last', () => {
    const patterns = cloudFrontBehaviors(rules).map((b) => b.pathPattern);
    expect(patterns.at(-1)).toBe('*');
    expect(patterns.indexOf('assets/data/*')).toBeLessThan(patterns.indexOf('assets/*'));
  });

  it('refuses a header CloudFront cannot carry instead of dropping it', () => {
    expect(() => policyFor('x', '', new Map([['x-frame-options', 'ALLOW-FROM https://a.example']]))).toThrow(
      /X-Frame-Options/,
    );
    expect(() =>
      policyFor('x', '', new Map([['content-security-policy', 'a'.repeat(cloudFrontCspLimit + 1)]])),
    ).toThrow(/1783/);
  });

  it('has a viewer-request function that adds index documents, redirects folders and hides _deploy/', () => {
    const handler = new Function(`${viewerRequestFunction}; return handler;`)() as (event: unknown) => {
      uri?: string;
      statusCode?: number;
      headers?: { location: { value: string } };
    };
    const request = (uri: string, querystring: Record<string, { value: string }> = {}) => ({
      request: { uri, querystring },
    });
    expect(handler(request('/')).uri).toBe('/index.html');
    expect(handler(request('/banca-personas/')).uri).toBe('/banca-personas/index.html');
    expect(handler(request('/assets/app.js')).uri).toBe('/assets/app.js');
    const folder = handler(request('/banca-personas', { a: { value: '1' } }));
    expect([folder.statusCode, folder.headers?.location.value]).toEqual([301, '/banca-personas/?a=1']);
    expect(handler(request('/_deploy/state.json')).statusCode).toBe(404);
    expect(handler(request('/_headers')).statusCode).toBe(404);
  });
});
