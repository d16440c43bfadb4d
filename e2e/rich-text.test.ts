/**
 * Rich text in the browser (issue 21, docs/behaviour.md §5.6): pages made of the rich-text fixture corpus
 * (fixtures/rich-text/) hydrate with no React error. The markup the server writes is never one the HTML
 * parser restructures (a block inside `<p>`), so the tree React hydrates is the tree the server rendered.
 * This file builds its own small site: a copy of the bundled content plus the fixture stories, and one page
 * holding the nested-paragraph and the image fixtures together.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir, projectRoot } from '../src/config/project-paths';
import { launchChromium } from './support/chromium';
import { openPage } from './support/pages';
import { pageStory, writeStory } from './support/extra-stories';
import { startSite, type RunningSite } from './support/server';

const fixturesDir = path.join(projectRoot, 'fixtures', 'rich-text');
const combined = '/texto-enriquecido/hidratacion/';

interface FixtureStory {
  full_slug: string;
  content: { body: Record<string, unknown>[] };
}

let work: string;
let site: RunningSite;
let browser: Browser;
let fixtureRoutes: string[];

const readFixture = async (file: string) =>
  JSON.parse(await readFile(path.join(fixturesDir, file), 'utf8')) as FixtureStory;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'rich-text-e2e-'));
  const contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  const files = (await readdir(fixturesDir)).filter((f) => f.endsWith('.json'));
  fixtureRoutes = [];
  for (const file of files) {
    const story = await readFixture(file);
    await cp(path.join(fixturesDir, file), path.join(contentDir, 'stories', `${story.full_slug}.json`));
    fixtureRoutes.push(`/${story.full_slug}/`);
  }
  const nested = await readFixture('parrafo-anidado.json');
  const images = await readFixture('imagenes.json');
  const body = [...nested.content.body, ...images.content.body].map((blok, i) => ({
    ...blok,
    _uid: `rt-hid-${i}`,
  }));
  await writeStory(
    contentDir,
    pageStory(990401, 'texto-enriquecido/hidratacion', 'Hidratación del texto enriquecido', {
      _uid: 'rt-hid-page',
      component: 'page',
      body,
    }),
  );
  const outDir = path.join(work, 'dist');
  const { buildSite } = await import('../src/site-builder/build-site');
  const result = await buildSite(
    { contentDir, outDir, cacheDir: path.join(work, 'cache'), strict: false },
    { log: () => {} },
  );
  // The fixtures' problems are warnings: nothing is left out of a page.
  expect(result.errors.filter((e) => e.severity !== 'warning')).toEqual([]);
  site = await startSite(outDir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Elements a `<p>` or heading may not hold: the parser would close it before them. */
const blockInPhrasing =
  ':is(p, h1, h2, h3, h4, h5, h6) :is(p, div, h1, h2, h3, h4, h5, h6, ul, ol, table, pre, hr, blockquote, details)';

describe('rich text hydrates', () => {
  it('a page with a paragraph inside a paragraph and images in rich text: no React error, markup kept', async () => {
    const opened = await openPage(browser, site.url(combined));
    const { page } = opened;
    expect(opened.errors).toEqual([]);
    await page.getByText('Párrafo dentro de un párrafo', { exact: true }).waitFor();
    expect(await page.locator(`main ${blockInPhrasing}`).count()).toBe(0);
    // Every paragraph of the fixture is its own <p>, as the server wrote it.
    const paragraphs = await page.locator('main .rich-text > p').allTextContents();
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Antes del párrafo interior. ',
        'Párrafo dentro de un párrafo',
        ' Después del párrafo interior.',
      ]),
    );
    // The images came through the image pipeline: sized, with their alt, the second one lazy.
    const images = page.locator('main .rich-text img');
    expect(await images.count()).toBe(2);
    for (const alt of ['Fachada de la agencia', 'Patio']) {
      const img = page.getByAltText(alt, { exact: true });
      expect(await img.getAttribute('width')).toMatch(/^\d+$/);
      expect(await img.getAttribute('height')).toMatch(/^\d+$/);
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
    }
    expect(await page.getByAltText('Patio', { exact: true }).getAttribute('loading')).toBe('lazy');
    await opened.context.close();
  });

  it('every fixture page hydrates without a React error', async () => {
    expect(fixtureRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of fixtureRoutes) {
      const opened = await openPage(browser, site.url(route));
      // A Storyblok-hosted image is not reachable from the test machine: only its failed load may be reported.
      const errors = opened.errors.filter((e) => !/Failed to load resource/.test(e));
      expect(errors, route).toEqual([]);
      expect(await opened.page.locator(`main ${blockInPhrasing}`).count(), route).toBe(0);
      await opened.context.close();
    }
  });

  it('bundled pages with rich-text tables, lists and links hydrate without a React error', async () => {
    for (const route of [
      '/tasas-y-comisiones/',
      '/banca-personas/remesa-azul/',
      '/banca-personas/azul-premier/blog/libros-de-finanzas-personales/',
    ]) {
      const opened = await openPage(browser, site.url(route));
      expect(opened.errors, route).toEqual([]);
      expect(await opened.page.locator(`main ${blockInPhrasing}`).count(), route).toBe(0);
      await opened.context.close();
    }
  });
});
