/**
 * The runtime the site ships is React 19 itself (docs/decisions/0009-react-19-runtime.md): the built client
 * carries react-dom 19's runtime, and five routes start in Chromium without a console error or a page error,
 * for a first visit (the consent dialog opens) and a returning one.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import reactDomPackage from 'react-dom/package.json' with { type: 'json' };
import { openConsentedPage } from './support/consent';
import { openPage } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

describe('the built client', () => {
  it("carries React 19's runtime and nothing of Preact", async () => {
    const assets = path.join(inject('siteDir'), 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const code = await Promise.all(scripts.map((name) => readFile(path.join(assets, name), 'utf8')));
    expect(reactDomPackage.version).toMatch(/^19\./);
    // react-dom's client names itself and its version to the developer tools, in development and production
    // builds alike (`version: "19.x.y", rendererPackageName: "react-dom"`, in any quotes once minified).
    const quoted = (text: string) => `["'\`]${text.replace(/\./g, '\\.')}["'\`]`;
    const rendererInfo = new RegExp(
      `version:\\s*${quoted(reactDomPackage.version)},\\s*rendererPackageName:\\s*${quoted('react-dom')}`,
    );
    const withReactDom = scripts.filter((_, i) => rendererInfo.test(code[i] ?? ''));
    expect(withReactDom.length).toBeGreaterThan(0);
    expect(scripts.filter((_, i) => /preact/i.test(code[i] ?? ''))).toEqual([]);
  });
});

describe('five routes start without a console error or page error', () => {
  const routes = [
    '/',
    '/preguntas-frecuentes/',
    '/tasas-y-comisiones/',
    '/agencias/',
    '/banca-personas/creditos/',
  ];
  for (const route of routes) {
    it(`${route}, first visit (no consent cookie) and returning visit`, async () => {
      const stylesheets: string[] = [];
      const first = await openPage(browser, site.url(route), {
        setup: async (page) =>
          page.on('request', (request) => {
            if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
          }),
      });
      await first.page.getByRole('dialog', { name: 'Tu privacidad' }).waitFor();
      expect(first.errors, `${route} first visit`).toEqual([]);
      // Hydrated and its blocks loaded, the page has fetched no stylesheet but the pruned one it links (the
      // staged entry once made Vite fetch the original with every block: src/entry-client.tsx).
      await first.page.waitForLoadState('networkidle');
      expect(
        stylesheets.filter((href) => /^\/assets\/entry-client-/.test(href) && !href.includes('.pruned-')),
      ).toEqual([]);
      await first.context.close();
      const returning = await openConsentedPage(browser, site.url(route));
      expect(await returning.page.getByRole('dialog', { name: 'Tu privacidad' }).count()).toBe(0);
      expect(returning.errors, `${route} returning visit`).toEqual([]);
      await returning.context.close();
    });
  }
});
