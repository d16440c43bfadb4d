/**
 * The nginx example of docs/deploy.md (issue 22): security headers on every response. nginx forgets the
 * enclosing level's add_header lines in a location with its own, so every location includes a whole snippet;
 * `always` keeps them on errors; the snippets equal what security-headers.ts emits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../config/project-paths';
import {
  assetCsp,
  formatHeadersFile,
  headersForPath,
  immutable,
  parseHeadersFile,
  siteHeaderRules,
} from '../config/security-headers';
import { nginxSnippet, snippetFiles, snippetPaths, type SnippetName } from './nginx-headers';

const doc = readFileSync(path.join(projectRoot, 'docs', 'deploy.md'), 'utf8');
const nginxBlocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
/**
 * The doc shows the values of a build without embeds or integrations; the boot script's hash is a build's
 * own, so the doc names it with a placeholder the CLI fills in.
 */
const rules = siteHeaderRules({ frameOrigins: [], scriptHashes: ["'sha256-BOOT_SCRIPT_HASH'"] });

interface Block {
  head: string;
  statements: string[][];
  children: Block[];
}

/** Statements and nested blocks of an nginx configuration; quoted strings may hold `;`, `{` and `}`. */
function parseConfig(text: string): Block {
  const root: Block = { head: '', statements: [], children: [] };
  const stack = [root];
  let words: string[] = [];
  let word = '';
  const endWord = () => {
    if (word) words.push(word);
    word = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    const current = stack[stack.length - 1] ?? root;
    if (char === '"') {
      const close = text.indexOf('"', i + 1);
      word += text.slice(i + 1, close);
      i = close;
    } else if (char === '#') {
      i = text.indexOf('\n', i) - 1;
      if (i < 0) break;
    } else if (/\s/.test(char)) {
      endWord();
    } else if (char === ';') {
      endWord();
      current.statements.push(words);
      words = [];
    } else if (char === '{') {
      endWord();
      const child: Block = { head: words.join(' '), statements: [], children: [] };
      current.children.push(child);
      stack.push(child);
      words = [];
    } else if (char === '}') {
      endWord();
      expect(words, `unfinished statement before } in ${current.head}`).toEqual([]);
      stack.pop();
    } else {
      word += char;
    }
  }
  expect(stack.length, 'unbalanced braces').toBe(1);
  return root;
}

function snippetBlock(name: SnippetName): string {
  const block = nginxBlocks.find((text) => text.startsWith(`# /etc/nginx/${snippetFiles[name]}`));
  if (!block) throw new Error(`docs/deploy.md has no nginx block for ${snippetFiles[name]}`);
  return block;
}

/** The add_header values of a snippet, by lower-case header name. */
function snippetHeaders(name: SnippetName): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [directive, header = '', value = ''] of parseConfig(snippetBlock(name)).statements) {
    if (directive === 'add_header') headers.set(header.toLowerCase(), value);
  }
  return headers;
}

const servers = nginxBlocks.flatMap((text) => parseConfig(text).children.filter((b) => b.head === 'server'));
const directives = (block: Block, name: string) => block.statements.filter(([first]) => first === name);
const includedSnippet = (block: Block): SnippetName | undefined => {
  const files = directives(block, 'include').map(([, file]) => file);
  return (Object.keys(snippetFiles) as SnippetName[]).find((name) => files.includes(snippetFiles[name]));
};
const locations = servers.flatMap((server) => server.children.filter((b) => b.head.startsWith('location')));
function location(head: string): Block {
  const found = locations.find((b) => b.head === head);
  if (!found) throw new Error(`no "${head}" in docs/deploy.md`);
  return found;
}
const cacheControl = (block: Block) =>
  directives(block, 'add_header').find(([, name]) => name?.toLowerCase() === 'cache-control')?.[2];

describe('the nginx example of docs/deploy.md', () => {
  it('shows the header snippets exactly as security-headers.ts makes them', () => {
    for (const name of ['site', 'preview', 'asset'] as const) {
      const lines = snippetBlock(name)
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'));
      expect(`${lines.join('\n')}\n`).toBe(nginxSnippet(rules, name));
    }
  });

  it('has the CSP, nosniff, Referrer-Policy, X-Frame-Options and Permissions-Policy of every page', () => {
    const expected = headersForPath(rules, '/');
    const site = snippetHeaders('site');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'strict-transport-security',
    ]) {
      expect(site.get(name), name).toBe(expected.get(name));
    }
    expect(site.get('x-frame-options')).toBe('DENY');
    expect(site.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('lets Storyblok frame the preview screens, with their own CSP and no X-Frame-Options', () => {
    const preview = snippetHeaders('preview');
    expect(preview.get('content-security-policy')).toBe(
      headersForPath(rules, '/editor/').get('content-security-policy'),
    );
    expect(preview.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://app.storyblok.com",
    );
    expect(preview.has('x-frame-options')).toBe(false);
    expect(preview.get('x-content-type-options')).toBe('nosniff');
    for (const head of ['location ^~ /editor/', 'location ^~ /global/']) {
      expect(includedSnippet(location(head))).toBe('preview');
      expect(cacheControl(location(head))).toBe('no-cache');
    }
  });

  it('gives the files that are never pages the short header set of _headers, with their own caching', () => {
    const asset = snippetHeaders('asset');
    expect([...asset.keys()].sort()).toEqual(['content-security-policy', 'x-content-type-options']);
    expect(asset.get('content-security-policy')).toBe(assetCsp);
    expect(asset.get('x-content-type-options')).toBe('nosniff');
    const cases: [head: string, pathname: string, cache: string][] = [
      ['location /assets/', '/assets/app-1a2b3c.js', immutable],
      ['location /assets/data/', '/assets/data/banca-personas/index.json', 'no-cache'],
      ['location /content-images/', '/content-images/images/logo.svg', 'no-cache'],
    ];
    for (const [head, pathname, cache] of cases) {
      const expected = headersForPath(rules, pathname);
      expect(expected.get('cache-control'), pathname).toBe(cache);
      expected.delete('cache-control');
      expect(asset, pathname).toEqual(expected);
      expect(includedSnippet(location(head)), head).toBe('asset');
      expect(cacheControl(location(head)), head).toBe(cache);
    }
    expect(snippetPaths.asset.startsWith('/assets/')).toBe(true);
  });

  it('marks every add_header `always`, so 404s and errors carry it too', () => {
    const all = nginxBlocks.flatMap((text) => {
      const collect = (block: Block): string[][] => [
        ...directives(block, 'add_header'),
        ...block.children.flatMap(collect),
      ];
      return collect(parseConfig(text));
    });
    expect(all.length).toBeGreaterThan(10);
    for (const statement of all) expect(statement.at(-1), statement.join(' ')).toBe('always');
  });

  it('includes a whole snippet in every location that answers, none inherited from the server level', () => {
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) {
      const serverLocations = server.children.filter((b) => b.head.startsWith('location'));
      if (serverLocations.length === 0) {
        // A server that only redirects carries the headers itself.
        expect(includedSnippet(server), server.head).toBe('site');
        continue;
      }
      expect(directives(server, 'add_header'), 'add_header at server level is lost in locations').toEqual([]);
      for (const block of serverLocations) {
        const answersItself = directives(block, 'return').length > 0;
        if (directives(block, 'add_header').length > 0 || !answersItself) {
          expect(includedSnippet(block), block.head).toBeDefined();
        }
      }
    }
    for (const include of servers.flatMap((server) => [
      ...directives(server, 'include'),
      ...server.children.flatMap((b) => directives(b, 'include')),
    ])) {
      expect(Object.values(snippetFiles)).toContain(include[1]);
    }
  });

  it('keeps the cache rules, precompressed files, the 404 page, and never serves _headers or dotfiles', () => {
    expect(cacheControl(location('location /'))).toBe('no-cache');
    expect(includedSnippet(location('location /'))).toBe('site');
    expect(cacheControl(location('location /assets/'))).toBe(immutable);
    expect(cacheControl(location('location /assets/data/'))).toBe('no-cache');
    const main = servers.find((server) => server.children.length > 0);
    if (!main) throw new Error('no server with locations');
    expect(directives(main, 'gzip_static')).toEqual([['gzip_static', 'on']]);
    expect(directives(main, 'brotli_static')).toEqual([['brotli_static', 'on']]);
    expect(directives(main, 'error_page')).toEqual([['error_page', '404', '/404.html']]);
    const refusing = locations.filter((b) => directives(b, 'return').some(([, status]) => status === '404'));
    const matchesLocation = (block: Block, pathname: string) => {
      const [, modifier = '', pattern = ''] = block.head.split(' ');
      return modifier === '~' && new RegExp(pattern).test(pathname);
    };
    for (const pathname of ['/_headers', '/_headers/', '/.env', '/.git/config', '/a/.hidden']) {
      expect(
        refusing.some((block) => matchesLocation(block, pathname)),
        pathname,
      ).toBe(true);
    }
    for (const pathname of ['/', '/assets/app.js', '/404.html', '/banca-personas/']) {
      expect(
        refusing.some((block) => matchesLocation(block, pathname)),
        pathname,
      ).toBe(false);
    }
  });
});

describe('nginxSnippet', () => {
  it('gives the same snippet from a build’s _headers file as from the rules', () => {
    const parsed = parseHeadersFile(formatHeadersFile(rules));
    expect(nginxSnippet(parsed, 'site')).toBe(nginxSnippet(rules, 'site'));
    expect(nginxSnippet(parsed, 'preview')).toBe(nginxSnippet(rules, 'preview'));
    expect(nginxSnippet(parsed, 'asset')).toBe(nginxSnippet(rules, 'asset'));
  });

  it('refuses a value nginx would read differently', () => {
    const hostile = [{ pattern: '/*', headers: [['X-Test', 'a $host b'] as [string, string]] }];
    expect(() => nginxSnippet(hostile, 'site')).toThrow(/X-Test/);
  });
});
