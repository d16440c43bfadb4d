/**
 * Cloudflare's configuration for the site's headers, from the same rules as `_headers`
 * (src/config/security-headers.ts): the body of a Rulesets API request for the zone's
 * `http_response_headers_transform` phase (Response Header Transform Rules), which an operator applies with
 * `PUT /zones/{zone_id}/rulesets/phases/http_response_headers_transform/entrypoint` (docs/deploy.md).
 *
 * Cloudflare runs every rule of the phase whose expression matches, in order, so one rule per path pattern
 * of `_headers` would stack the page headers onto the files that must not carry them. Each rule here is
 * therefore exclusive: it matches its pattern and none of the more specific patterns before it, and sets the
 * complete header set `_headers` gives that pattern (`set` replaces any value the origin sent).
 *
 * Cache-Control is not here: every object carries its own (src/deploy/manifest.ts).
 */
import { ConfigError } from '../../common/errors';
import { headersForPath, matches, type HeaderRule } from '../../config/security-headers';
import { canonicalName, samplePath } from './header-patterns';

export interface CloudflareHeaderRule {
  description: string;
  expression: string;
  action: 'rewrite';
  action_parameters: { headers: Record<string, { operation: 'set'; value: string }> };
  enabled: true;
}

export interface CloudflareRuleset {
  description: string;
  rules: CloudflareHeaderRule[];
}

/** Headers a Transform Rule must not set here: stored on each object instead. */
const notHere = new Set(['cache-control']);

/** Cloudflare's Rules language string literal. */
function literal(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const pathField = 'http.request.uri.path';

/** The expression matching what `matches(pattern, …)` of security-headers.ts matches. */
export function patternExpression(pattern: string): string {
  if (pattern === '/*') return 'true';
  if (pattern.endsWith('/*')) {
    const folder = pattern.slice(0, -1);
    return `(starts_with(${pathField}, ${literal(folder)}) or ${pathField} eq ${literal(folder.slice(0, -1))})`;
  }
  return `${pathField} eq ${literal(pattern)}`;
}

function headerValue(header: string, value: string): string {
  // Cloudflare refuses control characters in a header value; `_headers` never has one unless damaged.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    throw new ConfigError('cdn_config', `Cloudflare cannot set ${header}: its value has a control character`);
  return value;
}

/** The patterns of the rules, most specific first (longer first), `/*` last. */
function orderedPatterns(rules: readonly HeaderRule[]): string[] {
  const patterns = [...new Set(rules.map((rule) => rule.pattern))].filter((p) => p !== '/*');
  patterns.sort((a, b) => b.length - a.length || a.localeCompare(b));
  return [...patterns, '/*'];
}

export function cloudflareHeaderRuleset(rules: readonly HeaderRule[]): CloudflareRuleset {
  const patterns = orderedPatterns(rules);
  const cloudflareRules = patterns.map((pattern, index): CloudflareHeaderRule => {
    // The more specific patterns before this one that take some of its paths: their own rule serves them.
    const taken = patterns.slice(0, index).filter((earlier) => matches(pattern, samplePath(earlier)));
    const own = patternExpression(pattern);
    const expression = taken.length
      ? `${own === 'true' ? '' : `${own} and `}not (${taken.map(patternExpression).join(' or ')})`
      : own;
    const headers: CloudflareHeaderRule['action_parameters']['headers'] = {};
    for (const [name, value] of headersForPath(rules, samplePath(pattern)))
      if (!notHere.has(name))
        headers[canonicalName(name)] = { operation: 'set', value: headerValue(name, value) };
    return {
      description: `Headers of ${pattern} from _headers (src/config/security-headers.ts)`,
      expression,
      action: 'rewrite',
      action_parameters: { headers },
      enabled: true,
    };
  });
  return {
    description: 'Banco Azul: response headers of _headers (written by npm run deploy -- --cdn-config)',
    rules: cloudflareRules,
  };
}
