import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../common/errors';
import {
  assetCsp,
  formatHeadersFile,
  headersForPath,
  matches,
  originOf,
  pageHeadersPath,
  parseHeadersFile,
  siteHeaderRules,
  type CspSources,
} from './security-headers';

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

describe('page CSP: WebAssembly for the site search', () => {
  it("lets pages compile WebAssembly ('wasm-unsafe-eval'), never eval or inline scripts, and says why in _headers", () => {
    const page = directive(csp('/'), 'script-src');
    expect(page).toContain("'wasm-unsafe-eval'");
    expect(page).not.toContain("'unsafe-eval'");
    expect(page).not.toContain("'unsafe-inline'");
    // The preview screens never search.
    expect(directive(csp('/editor/'), 'script-src')).not.toContain("'wasm-unsafe-eval'");
    const file = formatHeadersFile(siteHeaderRules({ frameOrigins: [] }));
    expect(file.startsWith("# script-src 'wasm-unsafe-eval': the site search (Pagefind")).toBe(true);
    expect(parseHeadersFile(file)[0]?.pattern).toBe('/*');
  });
});

describe('page CSP: the inline boot script', () => {
  const boot = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

  it('lets the pages run exactly the hashed script inline, and says so in _headers', () => {
    const sources = { frameOrigins: [], scriptHashes: [boot] };
    const page = directive(csp('/', sources), 'script-src');
    expect(page).toContain(boot);
    expect(page).not.toContain("'unsafe-inline'");
    expect(formatHeadersFile(siteHeaderRules(sources))).toMatch(
      /^# script-src .*The 'sha256-' source is the pages' boot script/,
    );
  });

  it('gives the preview screens and the files that are never pages no inline script', () => {
    const sources = { frameOrigins: [], scriptHashes: [boot] };
    for (const path of ['/editor/', '/global/', '/assets/entry.js', '/content-images/a.svg']) {
      expect(csp(path, sources), path).not.toContain(boot);
    }
    expect(formatHeadersFile(siteHeaderRules({ frameOrigins: [] }))).not.toContain("'sha256-");
  });
});

describe('files that are never pages (issue 15)', () => {
  const rules = siteHeaderRules({ frameOrigins: ['https://www.youtube-nocookie.com'] });
  const documentOnly = [
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ];

  it.each([
    ['/assets/entry-client-1a2b3c.js', 'public, max-age=31536000, immutable'],
    ['/assets/main-1a2b3c.css', 'public, max-age=31536000, immutable'],
    ['/assets/fonts/inter-1a2b3c.woff2', 'public, max-age=31536000, immutable'],
    ['/assets/data/banca-personas/index.json', 'no-cache'],
    ['/assets/data/index.json', 'no-cache'],
    ['/content-images/images/logo.svg', 'no-cache'],
    // The search index: its entry and script keep their names, so they revalidate (docs/behaviour.md "Site search").
    ['/pagefind/pagefind.js', 'no-cache'],
    ['/pagefind/wasm.es.pagefind', 'no-cache'],
    ['/content-images/img/foto.jpg', 'no-cache'],
  ])('%s: nosniff, its caching and the short policy only', (pathname, cache) => {
    const headers = headersForPath(rules, pathname);
    expect(Object.fromEntries(headers)).toEqual({
      'content-security-policy': assetCsp,
      'x-content-type-options': 'nosniff',
      'cache-control': cache,
    });
  });

  it('keeps an SVG opened on its own from running script', () => {
    expect(directive(assetCsp, 'default-src')).toEqual(["'none'"]);
    expect(assetCsp.split(';').map((d) => d.trim())).toContain('sandbox');
    expect(directive(assetCsp, 'script-src')).toEqual([]);
  });

  it('leaves the pages and the preview screens their whole set', () => {
    for (const pathname of ['/', '/banca-personas/', '/404.html', '/img/logo.svg', '/sitemap.xml']) {
      const headers = headersForPath(rules, pathname);
      for (const name of documentOnly) expect(headers.has(name), `${pathname} ${name}`).toBe(true);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const editor = headersForPath(rules, '/editor/');
    expect(editor.get('content-security-policy')).toContain('https://app.storyblok.com');
    expect(editor.has('x-frame-options')).toBe(false);
  });

  it('detaches a replaced header in _headers (Cloudflare Pages joins two values with a comma), and reads back the same', () => {
    const file = formatHeadersFile(rules);
    const assets = file.slice(file.indexOf('/assets/*\n'), file.indexOf('\n/content-images/*'));
    expect(assets).toContain('  ! Content-Security-Policy\n  Content-Security-Policy: ');
    expect(assets).toContain('  ! X-Frame-Options\n');
    expect(file).toMatch(/ {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    const parsed = parseHeadersFile(file);
    for (const pathname of [
      '/',
      '/assets/a.js',
      '/assets/data/index.json',
      '/content-images/a.svg',
      '/editor/',
    ]) {
      expect(headersForPath(parsed, pathname), pathname).toEqual(headersForPath(rules, pathname));
    }
  });

  it('gives an answer that is a page the page headers, also under a folder of files', () => {
    expect(pageHeadersPath('/assets/missing.js')).toBe('/');
    expect(pageHeadersPath('/content-images/x.svg')).toBe('/');
    expect(pageHeadersPath('/editor/x')).toBe('/editor/x');
    expect(pageHeadersPath('/banca-personas/')).toBe('/banca-personas/');
  });
});

describe('page CSP and permissions: the place finder (docs/behaviour.md §10)', () => {
  it('allows exactly the configured map tile host as an image source, and none when no map is configured', async () => {
    vi.stubEnv('STORYBLOK_REGION', '');
    vi.stubEnv('STORYBLOK_ENDPOINT', '');
    const storyblok = ["'self'", 'data:', 'a.storyblok.com', 'a2.storyblok.com'];
    expect(directive(csp('/atm/'), 'img-src')).toEqual(storyblok);
    vi.stubEnv('VITE_MAP_TILES_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    vi.resetModules();
    const configured = await import('./security-headers');
    const page =
      configured
        .headersForPath(configured.siteHeaderRules({ frameOrigins: [] }), '/atm/')
        .get('content-security-policy') ?? '';
    expect(directive(page, 'img-src')).toEqual([...storyblok, 'https://tile.openstreetmap.org']);
    // Leaflet draws tiles as images: nothing else of the tile host is allowed.
    expect(directive(page, 'connect-src')).toEqual(["'self'"]);
    expect(directive(page, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it("lets the site's own pages ask for the position, and no one else", () => {
    const policy = headersForPath(siteHeaderRules({ frameOrigins: [] }), '/atm/').get('permissions-policy');
    expect(policy).toContain('geolocation=(self)');
  });
});

describe('the CSP writer refuses sources that would write directives of their own (issue 34)', () => {
  it.each([
    'https://tiles.example;sandbox',
    'https://a.example,https://b.example',
    'https://a.example sandbox',
    '',
  ])('refuses the source %j with a one-line ConfigError naming the directive', (source) => {
    expect(() => siteHeaderRules({ frameOrigins: [source] })).toThrow(ConfigError);
    expect(() => siteHeaderRules({ frameOrigins: [source] })).toThrow(
      `Content-Security-Policy frame-src: refused the source ${JSON.stringify(source)}`,
    );
  });

  it('reads no origin from an address whose host is not a plain host name', () => {
    expect(originOf('https://tiles.example;sandbox/0/0/0.png')).toBeNull();
    expect(originOf('https://a.example,b.example/x')).toBeNull();
    expect(originOf('https://tile.openstreetmap.org/0/0/0.png')).toBe('https://tile.openstreetmap.org');
    expect(originOf('http://127.0.0.1:4001/x')).toBe('http://127.0.0.1:4001');
  });
});

describe('_headers read the way Cloudflare Pages reads it', () => {
  /** Cloudflare joins a header set by two matching rules with ", " unless a `! Name` line detached it. */
  function joiningHost(file: string, pathname: string): Map<string, string> {
    const result = new Map<string, string>();
    for (const rule of parseHeadersFile(file)) {
      if (!matches(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        if (value === null) result.delete(key);
        else result.set(key, result.has(key) ? `${result.get(key) ?? ''}, ${value}` : value);
      }
    }
    return result;
  }

  it('gives every path, the preview screens and the assets included, exactly the headers npm run serve sends', () => {
    const rules = siteHeaderRules({ frameOrigins: ['https://www.youtube-nocookie.com'] });
    const file = formatHeadersFile(rules);
    for (const pathname of [
      '/',
      '/banca-personas/',
      '/editor/',
      '/editor/banca-personas/',
      '/global/',
      '/assets/entry-client-abc.js',
      '/assets/data/banca-personas.json',
      '/content-images/images/foto.jpg',
      '/pagefind/pagefind.js',
    ]) {
      expect(Object.fromEntries(joiningHost(file, pathname)), pathname).toEqual(
        Object.fromEntries(headersForPath(rules, pathname)),
      );
    }
    // The preview screens may be framed by Storyblok's editor: no X-Frame-Options, one CSP of their own.
    const editor = joiningHost(file, '/editor/');
    expect(editor.has('x-frame-options')).toBe(false);
    expect(editor.get('content-security-policy')).toContain('frame-ancestors');
    expect(editor.get('content-security-policy')).not.toContain(', ');
  });
});
