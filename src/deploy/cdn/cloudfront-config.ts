/**
 * CloudFront's configuration for the site's headers, from the same rules as `_headers`
 * (src/config/security-headers.ts): one response-headers policy per path pattern of those rules (a cache
 * behavior each), and two CloudFront Functions that do what S3 website hosting would with a bucket origin
 * reached through its REST API (origin access control): `/route` → 301 `/route/`, `/route/` →
 * `route/index.html`, `_deploy/` and `_headers` never served, and an object's website redirect (a moved
 * page's old address) answered as a 301.
 *
 * Cache-Control is not in the policies: every object carries its own (src/deploy/manifest.ts).
 */
import { ConfigError } from '../../common/errors';
import { headersForPath, type HeaderRule } from '../../config/security-headers';
import { canonicalName, samplePath } from './header-patterns';

/** CloudFront quota: "maximum length of the Content-Security-Policy header value", 1,783 characters. */
export const cloudFrontCspLimit = 1783;

interface Override {
  Override: true;
}

export interface ResponseHeadersPolicyConfig {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: Override & { ContentSecurityPolicy: string };
    ContentTypeOptions?: Override;
    FrameOptions?: Override & { FrameOption: 'DENY' | 'SAMEORIGIN' };
    ReferrerPolicy?: Override & { ReferrerPolicy: string };
    StrictTransportSecurity?: Override & {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains: boolean;
      Preload: boolean;
    };
  };
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: true }[] };
}

export interface CloudFrontBehavior {
  /** CloudFront path pattern; `*` is the default behavior. Listed most specific first, as CloudFront matches. */
  pathPattern: string;
  policy: ResponseHeadersPolicyConfig;
}

/** Headers CloudFront will not take as custom headers: they have fields of their own. */
const notHere = new Set(['cache-control']);

function invalid(header: string, value: string, why: string): ConfigError {
  return new ConfigError('cdn_config', `CloudFront cannot express ${header}: ${value} (${why})`);
}

function hsts(
  value: string,
): NonNullable<ResponseHeadersPolicyConfig['SecurityHeadersConfig']['StrictTransportSecurity']> {
  const parts = value.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = /^max-age=(\d+)$/.exec(parts[0] ?? '')?.[1];
  if (!maxAge) throw invalid('Strict-Transport-Security', value, 'no max-age first');
  return {
    Override: true,
    AccessControlMaxAgeSec: Number(maxAge),
    IncludeSubdomains: parts.includes('includesubdomains'),
    Preload: parts.includes('preload'),
  };
}

export function policyFor(
  name: string,
  comment: string,
  headers: ReadonlyMap<string, string>,
): ResponseHeadersPolicyConfig {
  const security: ResponseHeadersPolicyConfig['SecurityHeadersConfig'] = {};
  const custom: ResponseHeadersPolicyConfig['CustomHeadersConfig']['Items'] = [];
  for (const [header, value] of headers) {
    if (notHere.has(header)) continue;
    switch (header) {
      case 'content-security-policy':
        if (value.length > cloudFrontCspLimit)
          throw invalid(
            'Content-Security-Policy',
            `${value.slice(0, 40)}…`,
            `${value.length} characters, CloudFront takes ${cloudFrontCspLimit}`,
          );
        security.ContentSecurityPolicy = { Override: true, ContentSecurityPolicy: value };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw invalid('X-Content-Type-Options', value, 'only nosniff');
        security.ContentTypeOptions = { Override: true };
        break;
      case 'x-frame-options':
        if (value !== 'DENY' && value !== 'SAMEORIGIN')
          throw invalid('X-Frame-Options', value, 'only DENY or SAMEORIGIN');
        security.FrameOptions = { Override: true, FrameOption: value };
        break;
      case 'referrer-policy':
        security.ReferrerPolicy = { Override: true, ReferrerPolicy: value };
        break;
      case 'strict-transport-security':
        security.StrictTransportSecurity = hsts(value);
        break;
      default:
        custom.push({ Header: canonicalName(header), Value: value, Override: true });
    }
  }
  return {
    Name: name,
    Comment: comment.slice(0, 128),
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

function policyName(pattern: string): string {
  const slug = pattern
    .replace(/\/\*$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return `site-${slug || 'default'}`;
}

export function cloudFrontBehaviors(
  rules: readonly HeaderRule[],
  namePrefix = 'bancoazul',
): CloudFrontBehavior[] {
  const patterns = [...new Set(rules.map((rule) => rule.pattern))];
  // The most specific first: CloudFront takes the first behavior whose pattern matches.
  const ordered = patterns
    .filter((p) => p !== '/*')
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
  return [...ordered, '/*'].map((pattern) => ({
    pathPattern: pattern === '/*' ? '*' : pattern.replace(/^\//, ''),
    policy: policyFor(
      `${namePrefix}-${policyName(pattern)}`,
      `Headers of ${pattern} from _headers (src/config/security-headers.ts)`,
      headersForPath(rules, samplePath(pattern)),
    ),
  }));
}

/**
 * Viewer request: what S3 website hosting does for a folder, and the deploy's own folder kept private.
 * (CloudFront Functions run cloudfront-js-2.0: plain ES5.1 plus a few later features, no imports.)
 */
export const viewerRequestFunction = `// Written by npm run deploy -- --cdn-config (src/deploy/cdn/cloudfront-config.ts): do not edit by hand.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/_deploy' || uri.indexOf('/_deploy/') === 0 || uri.indexOf('/_headers') === 0) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last !== '' && last.indexOf('.') === -1) {
    var query = Object.keys(request.querystring).map(function (name) {
      var value = request.querystring[name];
      return value.value === '' ? name : name + '=' + value.value;
    }).join('&');
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri + '/' + (query ? '?' + query : '') } },
    };
  }
  if (last === '') request.uri = uri + 'index.html';
  return request;
}
`;

/** Viewer response: an object stored with a website redirect (a moved page's old address) answers 301. */
export const viewerResponseFunction = `// Written by npm run deploy -- --cdn-config (src/deploy/cdn/cloudfront-config.ts): do not edit by hand.
function handler(event) {
  var response = event.response;
  var target = response.headers['x-amz-website-redirect-location'];
  if (target && target.value) {
    response.statusCode = 301;
    response.statusDescription = 'Moved Permanently';
    response.headers['location'] = { value: target.value };
    delete response.headers['x-amz-website-redirect-location'];
  }
  return response;
}
`;
