import { describe, expect, it } from 'vitest';
import { headersForPath, siteHeaderRules } from '../config/security-headers';
import { contentTypeFor } from './content-types';
import { entryFor } from './manifest';
import { groupOf, isLeftOut, urlPathOf } from './object-rules';

const rules = siteHeaderRules({ frameOrigins: [], scriptHashes: [] });
const file = (sitePath: string) => ({ sitePath, absolutePath: `/x/${sitePath}`, size: 1, sha256: 'h' });

describe('what each file of a build becomes in the bucket', () => {
  it.each([
    ['index.html', 'html', 'text/html; charset=utf-8', 'no-cache'],
    ['banca-personas/index.html', 'html', 'text/html; charset=utf-8', 'no-cache'],
    ['404.html', 'html', 'text/html; charset=utf-8', 'no-cache'],
    ['assets/app-Ab12.js', 'assets', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['assets/style-Ab12.css', 'assets', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['assets/data/banca-personas/index.json', 'data', 'application/json; charset=utf-8', 'no-cache'],
    ['content-images/logo.svg', 'assets', 'image/svg+xml; charset=utf-8', 'no-cache'],
    ['pagefind/pagefind-entry.json', 'data', 'application/json; charset=utf-8', 'no-cache'],
    ['pagefind/fragment/es_1.pf_fragment', 'assets', 'application/octet-stream', 'no-cache'],
    ['pagefind/pagefind.es_1.pf_meta', 'assets', 'application/octet-stream', 'no-cache'],
    ['sitemap.xml', 'rules', 'application/xml; charset=utf-8', 'no-cache'],
    ['robots.txt', 'rules', 'text/plain; charset=utf-8', 'no-cache'],
    ['editor/index.html', 'html', 'text/html; charset=utf-8', 'no-cache'],
  ])('%s: group %s, %s, %s', (sitePath, group, type, cache) => {
    const entry = entryFor(file(sitePath), rules);
    expect([entry.group, entry.contentType, entry.cacheControl]).toEqual([group, type, cache]);
    expect(entry.viaBlob).toBe(!cache.includes('immutable'));
    expect(groupOf(sitePath)).toBe(group);
  });

  it('takes Cache-Control from _headers for the address a visitor asks for', () => {
    expect(entryFor(file('banca-personas/index.html'), rules).cacheControl).toBe(
      headersForPath(rules, '/banca-personas/').get('cache-control'),
    );
  });

  it('refuses a file whose type it does not know', () => {
    expect(contentTypeFor('a/b.unknown')).toBeUndefined();
    expect(() => entryFor(file('a/b.unknown'), rules)).toThrow(/a\/b\.unknown: no Content-Type/);
  });

  it('leaves out _headers, the build record and the precompressed copies of uploaded files, not a lone .br', () => {
    const all = new Set([
      'index.html',
      'index.html.br',
      'index.html.gz',
      'wasm.es.pagefind.br',
      '_headers',
      '.build-record.json',
    ]);
    expect([...all].filter((p) => !isLeftOut(p, all))).toEqual(['index.html', 'wasm.es.pagefind.br']);
  });

  it('names the address of a page', () => {
    expect([urlPathOf('index.html'), urlPathOf('a/b/index.html'), urlPathOf('404.html')]).toEqual([
      '/',
      '/a/b/',
      '/404.html',
    ]);
  });
});
