/**
 * Hardening (issue 11): headers on every kind of response, a CSP that holds in Chromium on every route,
 * hostile URLs answered with 400/404/301 only, and XSS probes in content that never execute.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from '../src/site-builder/build-site';
import { scriptHashSource } from '../src/site-builder/bundle/inline-script';
import { defaultContentDir } from '../src/config/project-paths';
import { builtRoutes } from './support/built-routes';
import { withConsent } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { startSite, type RunningSite } from './support/server';
import { waitForHydration } from './support/pages';

const siteDir = inject('siteDir');
const { site, browser } = siteAndBrowserForFile(siteDir);

/** The built pages, without the preview screens (/editor/, /global/). */
function routes(dir: string): string[] {
  return builtRoutes(dir).filter((r) => !r.startsWith('/editor/') && !r.startsWith('/global/'));
}

/** A raw GET: fetch() would normalise the hostile paths before sending them. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response headers', () => {
  it('sends the security headers and the right caching on HTML, page data and hashed assets', async () => {
    const html = await fetch(site.url('/banca-personas/'));
    const csp = html.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(html.headers.get('permissions-policy')).toContain('camera=()');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('strict-transport-security')).toBeNull();

    // Files that are never pages: nosniff, their caching and the short sandboxing policy, none of the
    // document-only headers (docs/deploy.md "Headers", issue 15).
    const fileHeaders = (response: Response, cache: string) => {
      expect(response.status, response.url).toBe(200);
      expect(response.headers.get('cache-control'), response.url).toBe(cache);
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), response.url).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox",
      );
      for (const name of [
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(response.headers.has(name), `${response.url} ${name}`).toBe(false);
      }
    };
    fileHeaders(await fetch(site.url('/assets/data/banca-personas/index.json')), 'no-cache');

    // The boot script is inline (docs/performance.md), allowed by its hash and by nothing broader; the
    // entry it starts is hashed and cached for a year.
    const page = await html.text();
    const boot = /<script data-entry="([^"]+)"[^>]*>([\s\S]*?)<\/script>/.exec(page);
    expect(boot).not.toBeNull();
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim().split(' ')).toContain(scriptHashSource(boot?.[2] ?? ''));
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    fileHeaders(await fetch(site.url(boot?.[1] ?? '')), 'public, max-age=31536000, immutable');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1];
    if (stylesheet) fileHeaders(await fetch(site.url(stylesheet)), 'public, max-age=31536000, immutable');
    const contentImage = /src="(\/content-images\/[^"]+)"/.exec(page)?.[1];
    expect(contentImage).toBeTruthy();
    fileHeaders(await fetch(site.url(contentImage ?? '')), 'no-cache');

    // A missing file is answered with the 404 page, and a page has the page headers.
    const missing = await fetch(site.url('/assets/no-existe-1a2b3c.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(csp);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
    expect(missing.headers.get('cache-control')).toBe('no-cache');

    const editor = await fetch(site.url('/editor/'));
    expect(editor.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(editor.headers.get('content-security-policy')).toContain('https://app.storyblok.com');
    expect(editor.headers.get('x-frame-options')).toBeNull();
  });

  it('answers conditional requests with 304 and HEAD without a body', async () => {
    const first = await fetch(site.url('/banca-personas/'));
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(site.url('/banca-personas/'), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const head = await fetch(site.url('/banca-personas/'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  it('reports no violation on any route, and every page hydrates without an error or warning', async () => {
    const context = await browser.newContext();
    await withConsent(context, site.url('/'));
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const violations: string[] = [];
    // Also the hydration check of every bundled page: any console error or warning counts.
    const consoleProblems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      else if (message.type() === 'error' || message.type() === 'warning')
        consoleProblems.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleProblems.push(`${current}: ${error.message}`));
    for (const route of routes(siteDir)) {
      current = route;
      await page.goto(site.url(route));
      await waitForHydration(page);
      const seen = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      violations.push(...seen.map((v) => `${route}: ${v}`));
    }
    expect(violations).toEqual([]);
    // The not-found page logs nothing either: it is served, not navigated to.
    expect(consoleProblems).toEqual([]);
    await context.close();
    // Every route in one visit: on a machine busy with another build this outgrows the default 60 s.
  }, 240_000);
});

describe('Storyblok assets under the Content-Security-Policy', () => {
  it("loads images and a video from the region's asset hosts, protocol-relative on http too, and blocks other hosts", async () => {
    const context = await browser.newContext();
    await withConsent(context, site.url('/'));
    const page = await context.newPage();
    // The asset hosts answer from here: the policy is checked before a request leaves, so a blocked one never comes.
    const asked: string[] = [];
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await context.route(/^https?:\/\/(a|a2|evil)\.(storyblok\.com|example)\//, (route) => {
      // A video may be asked for in several ranges.
      if (!asked.includes(route.request().url())) asked.push(route.request().url());
      const video = route.request().url().endsWith('.mp4');
      return route.fulfill({
        status: 200,
        contentType: video ? 'video/mp4' : 'image/png',
        body: video ? Buffer.alloc(0) : png,
      });
    });
    await page.goto(site.url('/banca-personas/'));
    await waitForHydration(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
      const add = (tag: 'img' | 'video', src: string) => {
        const element = document.createElement(tag);
        if (element instanceof HTMLVideoElement) element.preload = 'auto';
        element.src = src;
        document.body.append(element);
      };
      add('img', 'https://evil.example/f/pixel.png');
      add('video', 'https://evil.example/clip.mp4');
      add('img', 'https://a.storyblok.com/f/287431/1x1/0123456789/pixel.png');
      add('img', '//a.storyblok.com/f/287431/1x1/0123456789/relative.png');
      add('img', 'https://a2.storyblok.com/f/287431/1x1/0123456789/a2.png');
      add('video', 'https://a.storyblok.com/f/287431/x/0123456789/clip.mp4');
    });
    // An allowed file is asked for (a blocked one never is); a blocked one is reported.
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(4);
    await page.waitForFunction(
      () => (window as unknown as { __violations: string[] }).__violations.length >= 2,
      null,
      {
        timeout: 10_000,
      },
    );
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(violations.sort()).toEqual([
      'img-src https://evil.example/f/pixel.png',
      'media-src https://evil.example/clip.mp4',
    ]);
    expect(asked.sort()).toEqual([
      'http://a.storyblok.com/f/287431/1x1/0123456789/relative.png',
      'https://a.storyblok.com/f/287431/1x1/0123456789/pixel.png',
      'https://a.storyblok.com/f/287431/x/0123456789/clip.mp4',
      'https://a2.storyblok.com/f/287431/1x1/0123456789/a2.png',
    ]);
    expect(asked.filter((url) => url.includes('evil.example'))).toEqual([]);
    await context.close();
  });
});

describe('hostile URLs', () => {
  const traversal = [
    '../',
    '..%2f',
    '%2e%2e/',
    '%2e%2e%2f',
    '..%5c',
    '%2e%2e%5c',
    '..\\',
    '%252e%252e%252f',
    '..%c0%af',
    '..%c1%9c',
    '.%2e/',
    '%2e./',
    '....//',
    '..;/',
    '..%00/',
    '%2e%2e%2f%2e%2e%2f',
    '..%u2215',
    '%uff0e%uff0e/',
  ];
  const targets = ['etc/passwd', 'package.json', '.ssh/id_rsa', 'src/config/site.ts', 'windows/win.ini'];
  const corpus: string[] = [];
  for (const t of traversal) {
    for (const target of targets) {
      corpus.push(`/${t}${target}`, `/assets/${t}${t}${target}`, `/banca-personas/${t}${t}${t}${target}`);
    }
  }
  corpus.push(
    '/%00',
    '/index.html%00.txt',
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/' + 'a'.repeat(5000),
    '/' + 'a/'.repeat(600),
    '/%2f%2fevil.example',
    '//evil.example/',
    '/\\evil.example',
    '/.//banca-personas',
    '/assets/data/../../../package.json',
    '/?q=<script>alert(1)</script>',
    '/banca-personas/%3Cscript%3E/',
    '/..',
    '/.',
    '/.git/config',
    '/.env',
    '/_headers/..%2f..%2fpackage.json',
  );

  it(`answer ${corpus.length}+ hostile paths with 400, 404 or 301 only, never leaking a file`, async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const unexpected: string[] = [];
    for (const raw of corpus) {
      const { status, body } = await rawGet(site.url('/'), raw);
      if (
        ![400, 404, 301].includes(status) &&
        !(status === 200 && !/root:|"devDependencies"|PRIVATE KEY|\[fonts\]/.test(body))
      ) {
        unexpected.push(`${status} ${raw.slice(0, 80)}`);
      }
      if (/root:x:|"devDependencies"|PRIVATE KEY/.test(body)) unexpected.push(`leak ${raw.slice(0, 80)}`);
      if (status === 301) {
        // A redirect must stay on this site.
        const location = await fetch(site.url(raw.replace(/^\/+/, '/')), { redirect: 'manual' }).catch(
          () => null,
        );
        if (location?.headers.get('location')?.startsWith('//')) unexpected.push(`open redirect ${raw}`);
      }
    }
    expect(unexpected).toEqual([]);
    // The server is still up and well after all of it.
    expect((await fetch(site.url('/'))).status).toBe(200);
  });

  it('answers a request with huge headers with 431 and keeps serving', async () => {
    const url = new URL(site.url('/'));
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: '/', headers: { 'x-big': 'a'.repeat(64 * 1024) } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect((await fetch(site.url('/'))).status).toBe(200);
  });
});

describe('XSS probes in content', () => {
  let probeSite: RunningSite;
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'xss-'));
    const contentDir = path.join(work, 'content');
    await cp(defaultContentDir, contentDir, { recursive: true });
    const probe = 'window.__xss = (window.__xss || 0) + 1';
    const story = {
      id: 999001,
      uuid: 'xss-probe',
      name: 'Prueba <script>window.__xss=1</script>',
      slug: 'xss',
      full_slug: 'xss',
      content: {
        _uid: 'xss-page',
        component: 'page',
        body: [
          {
            _uid: 'x1',
            component: 'raw_html',
            html: `<p>Hola</p><script>${probe}</script><img src=x onerror="${probe}"><a href="javascript:${probe}">enlace</a><iframe srcdoc="<script>parent.${probe}</script>"></iframe><svg onload="${probe}"></svg>`,
          },
          { _uid: 'x2', component: 'title', title: `<img src=x onerror="${probe}">` },
          {
            _uid: 'x3',
            component: 'text',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'clic',
                      marks: [{ type: 'link', attrs: { href: `javascript:${probe}`, linktype: 'url' } }],
                    },
                  ],
                },
              ],
            },
          },
          {
            _uid: 'x4',
            component: 'button',
            text: 'botón',
            to: {
              id: '',
              url: `javascript:${probe}`,
              linktype: 'url',
              fieldtype: 'multilink',
              cached_url: '',
            },
          },
          { _uid: 'x5', component: 'iframe', src: `javascript:${probe}` },
        ],
      },
    };
    await writeFile(path.join(contentDir, 'stories', 'xss.json'), JSON.stringify(story));
    const outDir = path.join(work, 'dist');
    await buildSite({ contentDir, outDir, strict: false }, { log: () => {} });
    probeSite = await startSite(outDir);
  });

  afterAll(async () => {
    await probeSite?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('never executes, also when the visitor clicks the links', async () => {
    const context = await browser.newContext();
    await withConsent(context, probeSite.url('/'));
    const page = await context.newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(probeSite.url('/xss/'));
    await page.waitForTimeout(500);
    for (const name of ['enlace', 'clic', 'botón']) {
      const link = page.getByText(name, { exact: true }).first();
      if (await link.count()) await link.click({ timeout: 2000 }).catch(() => undefined);
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
    expect(dialogs).toBe(0);
    const dangerous = await page.evaluate(() => ({
      // Inline code, the site's own boot script aside (the head's one script with data-entry, allowed by its hash).
      scripts: [...document.querySelectorAll('script')].filter(
        (s) =>
          !s.src &&
          s.type !== 'application/json' &&
          s.type !== 'application/ld+json' &&
          s !== document.head.querySelector(':scope > script[data-entry]'),
      ).length,
      handlers: [...document.querySelectorAll('*')].filter((el) =>
        [...el.attributes].some((a) => /^on/i.test(a.name)),
      ).length,
      jsLinks: [...document.querySelectorAll('[href],[src]')].filter((el) =>
        /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
      ).length,
      srcdoc: document.querySelectorAll('iframe[srcdoc]').length,
    }));
    expect(dangerous).toEqual({ scripts: 0, handlers: 0, jsLinks: 0, srcdoc: 0 });
    const html = await (await fetch(probeSite.url('/xss/'))).text();
    expect(html).not.toMatch(/<script>window\.__xss|\shref="[^"]*javascript:/i);
    await context.close();
  });
});
