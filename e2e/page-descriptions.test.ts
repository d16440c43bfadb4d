/**
 * Each page describes itself (issue 20): every public page of the built site carries its own meta
 * description, the same text in og:description and twitter:description, and no two public pages share one.
 * Client navigation writes the new page's description into the head too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, inject, it } from 'vitest';
import { site as siteConfig } from '../src/config/site';
import { builtRoutes } from './support/built-routes';
import { openConsentedPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const siteDir = inject('siteDir');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

interface Descriptions {
  description: string | undefined;
  og: string | undefined;
  twitter: string | undefined;
}

/** The three description tags of a built page's head, entities decoded as a browser would. */
function descriptionsOf(route: string): Descriptions {
  const found: Descriptions = { description: undefined, og: undefined, twitter: undefined };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'meta') return;
        if (attribs.name === 'description') found.description = attribs.content;
        if (attribs.property === 'og:description') found.og = attribs.content;
        if (attribs.name === 'twitter:description') found.twitter = attribs.content;
      },
    },
    { decodeEntities: true },
  );
  parser.end(read(path.join(route, 'index.html')));
  return found;
}

/** The routes the sitemap offers to search engines: the public pages. */
function publicRoutes(): string[] {
  const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  return locs.map((loc) => new URL(loc).pathname);
}

describe('meta descriptions of the built pages', () => {
  const routes = publicRoutes();

  it('cover every public built route', () => {
    const built = builtRoutes(siteDir);
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) expect(built, route).toContain(route);
  });

  it('say the same in the meta description and the social tags, in at most 160 characters', () => {
    for (const route of routes) {
      const { description, og, twitter } = descriptionsOf(route);
      expect(description, route).toMatch(/\S/);
      expect(og, route).toBe(description);
      expect(twitter, route).toBe(description);
      expect(description?.length, route).toBeLessThanOrEqual(160);
    }
  });

  it('are never shared by two public pages', () => {
    const byDescription = new Map<string, string[]>();
    for (const route of routes) {
      const { description = '' } = descriptionsOf(route);
      byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
    }
    const shared = [...byDescription.values()].filter((group) => group.length > 1);
    expect(shared).toEqual([]);
  });

  it("come from the story's seo_description, or from its introduction", () => {
    const data = (route: string) =>
      JSON.parse(read(path.join('assets/data', route, 'index.json'))) as {
        data: { story: { content: { seo_description?: string } } };
      };
    const faq = data('/preguntas-frecuentes/').data.story.content.seo_description;
    expect(faq).toMatch(/\S/);
    expect(descriptionsOf('/preguntas-frecuentes/').description).toBe(faq);
    // No seo_description: the first paragraph of its body, whole (it fits).
    expect(data('/lidera/').data.story.content.seo_description).toBeUndefined();
    expect(descriptionsOf('/lidera/').description).toMatch(
      /^El programa de Banco Azul para mujeres emprendedoras/,
    );
    expect(descriptionsOf('/lidera/').description).not.toBe(siteConfig.metaDescription);
  });
});

describe('meta description on client navigation', () => {
  const { site, browser } = siteAndBrowserForFile();

  it("is the new page's own", async () => {
    const { page, context, documentLoads } = await openConsentedPage(browser, site.url('/'));
    const description = () =>
      page.evaluate(() => ({
        name: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
        og: document.head.querySelector('meta[property="og:description"]')?.getAttribute('content'),
        count: document.head.querySelectorAll('meta[name="description"]').length,
      }));
    const target = '/preguntas-frecuentes/';
    const expected = descriptionsOf(target).description;
    expect((await description()).name).toBe(descriptionsOf('/').description);
    expect((await description()).name).not.toBe(expected);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'ir';
      document.body.append(link);
      link.click();
    }, target);
    await page.waitForURL(`**${target}`);
    await expect.poll(async () => (await description()).name).toBe(expected);
    expect(await description()).toEqual({ name: expected, og: expected, count: 1 });
    expect(documentLoads(), 'a client navigation, not a page load').toBe(0);
    await context.close();
  });
});
