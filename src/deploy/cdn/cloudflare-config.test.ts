import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../config/security-headers';
import { writeFixtureSite } from '../test-support/fixture-site';
import { cloudflareHeaderRuleset, patternExpression, type CloudflareRuleset } from './cloudflare-config';
import { writeCdnConfig } from './write-cdn-config';

/**
 * Evaluates the Rules-language expressions this writer emits, as Cloudflare would for a request path:
 * `true`, `http.request.uri.path eq "…"`, `starts_with(http.request.uri.path, "…")`, joined with `or`, `and`,
 * `not (…)` and parentheses. Anything else is an error, so the writer cannot emit what this test does not read.
 */
function evaluate(expression: string, requestPath: string): boolean {
  const tokens = expression.match(/"(?:[^"\\]|\\.)*"|\(|\)|,|[a-z_.]+/g) ?? [];
  if (tokens.join('').replace(/\s/g, '') !== expression.replace(/\s/g, ''))
    throw new Error(`unreadable expression: ${expression}`);
  let at = 0;
  const next = () => tokens[at++] ?? '';
  const expect = (token: string) => {
    const got = next();
    if (got !== token) throw new Error(`expected ${token}, got ${got} in ${expression}`);
  };
  const stringLiteral = () => JSON.parse(next()) as string;
  const primary = (): boolean => {
    const token = next();
    if (token === 'true') return true;
    if (token === 'not') return !primary();
    if (token === '(') {
      const value = or();
      expect(')');
      return value;
    }
    if (token === 'starts_with') {
      expect('(');
      expect('http.request.uri.path');
      expect(',');
      const prefix = stringLiteral();
      expect(')');
      return requestPath.startsWith(prefix);
    }
    if (token === 'http.request.uri.path') {
      expect('eq');
      return requestPath === stringLiteral();
    }
    throw new Error(`unexpected ${token} in ${expression}`);
  };
  const and = (): boolean => {
    let value = primary();
    while (tokens[at] === 'and') {
      at += 1;
      value = primary() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (tokens[at] === 'or') {
      at += 1;
      value = and() || value;
    }
    return value;
  };
  const result = or();
  if (at !== tokens.length) throw new Error(`trailing tokens in ${expression}`);
  return result;
}

/** The response headers Cloudflare adds for a path: every matching rule in order, `set` replacing. */
function headersOf(
  ruleset: CloudflareRuleset,
  requestPath: string,
): { headers: Map<string, string>; rules: number } {
  const headers = new Map<string, string>();
  let rules = 0;
  for (const rule of ruleset.rules) {
    if (!evaluate(rule.expression, requestPath)) continue;
    rules += 1;
    for (const [name, { value }] of Object.entries(rule.action_parameters.headers))
      headers.set(name.toLowerCase(), value);
  }
  return { headers, rules };
}

let tmp: string;
let rules: HeaderRule[];
let written: CloudflareRuleset;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'cloudflare-config-'));
  const outDir = path.join(tmp, 'dist');
  await writeFixtureSite(outDir, { pages: [{ route: 'cuentas', uuid: 'u1', text: 'Cuentas' }] });
  rules = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
  const files = await writeCdnConfig(outDir, path.join(tmp, 'cdn'), 'cloudflare');
  expect(files).toEqual([path.join(tmp, 'cdn', 'cloudflare', 'response-headers-ruleset.json')]);
  written = JSON.parse(await readFile(files[0] ?? '', 'utf8')) as CloudflareRuleset;
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('Cloudflare Response Header Transform Rules from the _headers of a build', () => {
  it('writes the ruleset the build’s _headers gives', () => {
    expect(written).toEqual(cloudflareHeaderRuleset(rules));
    for (const rule of written.rules) {
      expect(rule.action).toBe('rewrite');
      expect(rule.enabled).toBe(true);
      for (const header of Object.values(rule.action_parameters.headers))
        expect(header.operation).toBe('set');
    }
  });

  it.each([
    '/',
    '/cuentas/',
    '/404.html',
    '/sitemap.xml',
    '/assets/app-1.js',
    '/assets/data/cuentas/index.json',
    '/content-images/logo.svg',
    '/pagefind/pagefind.js',
    '/editor/',
    '/editor',
    '/global/',
  ])('gives %s exactly the headers of _headers but Cache-Control, from one rule', (requestPath) => {
    const expected = headersForPath(rules, requestPath);
    expected.delete('cache-control');
    const { headers, rules: matched } = headersOf(written, requestPath);
    expect(Object.fromEntries(headers)).toEqual(Object.fromEntries(expected));
    expect(matched).toBe(1);
  });

  it('carries the build’s boot-script hash in the pages’ Content-Security-Policy', () => {
    expect(headersOf(written, '/cuentas/').headers.get('content-security-policy')).toContain(
      "'sha256-fixture='",
    );
  });

  it('quotes paths as the Rules language reads them', () => {
    expect(patternExpression('/a"b')).toBe('http.request.uri.path eq "/a\\"b"');
    expect(patternExpression('/assets/*')).toBe(
      '(starts_with(http.request.uri.path, "/assets/") or http.request.uri.path eq "/assets")',
    );
    expect(evaluate(patternExpression('/a"b'), '/a"b')).toBe(true);
  });

  it('refuses a header value Cloudflare would reject instead of dropping it', () => {
    expect(() => cloudflareHeaderRuleset([{ pattern: '/*', headers: [['X-Test', 'a\nb']] }])).toThrow(
      /X-Test|x-test/,
    );
  });
});
