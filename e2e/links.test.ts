/**
 * Broken-link check over the built site (issue 11 "Audits in CI"): every href/src/srcset of every built
 * page that points inside the site resolves to a file of the build. All broken links are reported at once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { builtRoutes } from './support/built-routes';

const siteDir = inject('siteDir');
/** The origin pages are checked against; any other origin is an external link and is skipped. */
const origin = 'http://site.invalid';

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** href, src and srcset values of the markup; script bodies (page state, JSON-LD) are data, not links. */
function linkTargets(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const found: string[] = [];
  for (const match of markup.matchAll(/\s(href|src|srcset|imagesrcset)="([^"]*)"/gi)) {
    const value = decodeEntities(match[2] ?? '');
    if (/srcset$/i.test(match[1] ?? '')) {
      for (const candidate of value.split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
    } else found.push(value.trim());
  }
  return found.filter(Boolean);
}

/** The site path a link points at, or null for mailto:, tel:, data:, fragments of the page and other sites. */
function internalPath(target: string, route: string): string | null {
  if (target.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(target, `${origin}${route}`);
  } catch {
    return `(unparseable) ${target}`;
  }
  if (url.origin !== origin) return null;
  return decodeURIComponent(url.pathname);
}

/** Served files: a route folder's index.html (with or without the trailing slash) or the file itself. */
function resolves(sitePath: string): boolean {
  const file = path.join(siteDir, sitePath);
  if (!file.startsWith(siteDir)) return false;
  if (existsSync(path.join(file, 'index.html'))) return true;
  return !sitePath.endsWith('/') && existsSync(file) && statSync(file).isFile();
}

describe('links inside the built site', () => {
  const routes = builtRoutes(siteDir);

  it('every internal href/src/srcset resolves to a built file', () => {
    const broken = new Map<string, Set<string>>();
    let checked = 0;
    for (const route of routes) {
      const html = readFileSync(path.join(siteDir, route, 'index.html'), 'utf8');
      for (const target of linkTargets(html)) {
        const sitePath = internalPath(target, route);
        if (sitePath === null) continue;
        checked++;
        if (resolves(sitePath)) continue;
        const pages = broken.get(sitePath) ?? new Set<string>();
        broken.set(sitePath, pages.add(route));
      }
    }
    const lines = [...broken].map(([target, pages]) => `${target}  ← ${[...pages].join(', ')}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(checked).toBeGreaterThan(1000);
    expect(lines, `${lines.length} broken internal link(s):\n${lines.join('\n')}`).toEqual([]);
  });

  it('the checker itself sees a missing file, skips external links and keeps the trailing-slash rule', () => {
    const html = '<a href="/a/?x=1&amp;y=2#top">a</a><img srcset="/i.png 1x, /j.png 2x" src="/k.png">';
    expect(linkTargets(html)).toEqual(['/a/?x=1&y=2#top', '/i.png', '/j.png', '/k.png']);
    expect(linkTargets('<script type="application/json">{"href":"/nope/"}</script>')).toEqual([]);
    expect(internalPath('mailto:info@bancoazul.example', '/')).toBeNull();
    expect(internalPath('https://personas.bancoazul.example/', '/')).toBeNull();
    expect(internalPath('#contenido', '/atm/')).toBeNull();
    expect(internalPath('../agencias/', '/atm/')).toBe('/agencias/');
    expect(resolves('/atm/')).toBe(true);
    expect(resolves('/atm')).toBe(true);
    expect(resolves('/no-such-page/')).toBe(false);
    expect(resolves('/favicon.svg/')).toBe(false);
  });
});
