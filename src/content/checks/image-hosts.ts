/**
 * Whether the site's Content-Security-Policy lets a page load an image URL. The policy is the one the build
 * writes into `_headers` (src/config/security-headers.ts), read back here, so the check follows any change to it: an
 * image on a host the policy does not list is published but never shown, which the build reports.
 */
import { integrations } from '../../config/integrations';
import { headersForPath, siteHeaderRules } from '../../config/security-headers';

export interface ImagePolicy {
  /** The `img-src` source list of the public pages. */
  sources: readonly string[];
  /** The origin `'self'` stands for (SITE_URL). */
  selfOrigin: string;
}

/** The public pages' `img-src` sources, as written into `_headers`. */
export function pageImagePolicy(siteUrl: string = integrations.siteUrl): ImagePolicy {
  const csp = headersForPath(siteHeaderRules({ frameOrigins: [] }), '/').get('content-security-policy') ?? '';
  const directive = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'img-src');
  let selfOrigin = '';
  try {
    selfOrigin = new URL(siteUrl).origin;
  } catch {
    // An unusable SITE_URL is reported where it is used; here 'self' then matches nothing absolute.
  }
  // No img-src: default-src applies, which the site keeps at 'self'.
  return { sources: directive ? directive.slice(1) : ["'self'"], selfOrigin };
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

function portOf(url: URL): string {
  return url.port || defaultPorts[url.protocol] || '';
}

/** A scheme in a source matches itself, and `http:` also matches `https:` (the CSP upgrade rule). */
function schemeMatches(sourceScheme: string, urlScheme: string): boolean {
  return sourceScheme === urlScheme || (sourceScheme === 'http:' && urlScheme === 'https:');
}

function hostSourceMatches(source: string, url: URL, selfScheme: string): boolean {
  const match = /^(?:([a-z][a-z\d+.-]*:)\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, host = '', port, sourcePath] = match;
  if (!schemeMatches((scheme ?? selfScheme).toLowerCase(), url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wanted === '*') {
    if (!/^https?:$/.test(url.protocol)) return false;
  } else if (wanted.startsWith('*.')) {
    if (!hostname.endsWith(wanted.slice(1))) return false;
  } else if (hostname !== wanted) return false;
  // No port in the source: the scheme's default port only (URL leaves a default port empty).
  if (port === undefined ? url.port !== '' : port !== '*' && portOf(url) !== port) return false;
  if (sourcePath) {
    return sourcePath.endsWith('/') ? url.pathname.startsWith(sourcePath) : url.pathname === sourcePath;
  }
  return true;
}

/** Whether an absolute (or protocol-relative) image URL is allowed by the policy. */
export function imageAllowed(src: string, policy: ImagePolicy): boolean {
  let url: URL;
  try {
    url = new URL(src, policy.selfOrigin || undefined);
  } catch {
    return false;
  }
  const selfScheme = policy.selfOrigin ? new URL(policy.selfOrigin).protocol : 'https:';
  return policy.sources.some((source) => {
    if (source === "'self'") return url.origin === policy.selfOrigin;
    if (/^[a-z][a-z\d+.-]*:$/i.test(source)) return schemeMatches(source.toLowerCase(), url.protocol);
    if (source.startsWith("'")) return false;
    return hostSourceMatches(source, url, selfScheme);
  });
}
