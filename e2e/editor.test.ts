/**
 * The /editor/ and /global/ preview screens in Chromium, against the local content server: a preview
 * build (PREVIEW=1) shows drafts and follows edits of the story files without reloading; the public
 * build (global setup) says the preview is not configured.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/site-builder/build-site';
import { defaultContentDir } from '../src/config/project-paths';
import { previewMessages } from '../src/editor/preview-messages';
import { startContentServer, type RunningContentServer } from '../src/server/content-server/server';
import { launchChromium } from './support/chromium';
import { hasMarker, setMarker } from './support/pages';
import { startSite, type RunningSite } from './support/server';

const storyPath = '/banca-personas/remesa-azul/';
const storyFile = 'stories/banca-personas/remesa-azul.json';
const previewToken = `e2e-preview-${process.pid}`;
const previewEnv = ['VITE_PREVIEW_TOKEN', 'VITE_PREVIEW_ENDPOINT'] as const;

let workDir: string;
let contentDir: string;
let server: RunningContentServer;
let previewSite: RunningSite;
let publicSite: RunningSite;
let browser: Browser;

interface StoryFile {
  id: number;
  content: { body: Array<{ component: string; title?: string }> };
}

async function editStory(change: (story: StoryFile) => void): Promise<StoryFile> {
  const file = path.join(contentDir, storyFile);
  const story = JSON.parse(await readFile(file, 'utf8')) as StoryFile;
  change(story);
  await writeFile(file, `${JSON.stringify(story, null, 2)}\n`);
  return story;
}

function setTitle(story: StoryFile, title: string): void {
  const block = story.content.body.find((b) => b.component === 'title');
  if (!block) throw new Error('remesa-azul has no title block');
  block.title = title;
}

async function openScreen(site: RunningSite, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  // A stored consent choice keeps the cookie dialog from covering the preview.
  await context.addCookies([
    {
      name: 'cookie-consent',
      value: encodeURIComponent(JSON.stringify({ necessary: true, functional: false })),
      url: site.url('/'),
      sameSite: 'Lax',
    },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A CSP violation (e.g. a library probing eval) is only a console message, not a page error.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(site.url(url));
  return { page, errors };
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'editor-e2e-'));
  contentDir = path.join(workDir, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  server = await startContentServer({ contentDir, tokens: { preview: previewToken }, log: () => {} });
  // Both builds see the preview configuration in the environment; only the one with PREVIEW=1 may use it.
  const saved = previewEnv.map((name) => process.env[name]);
  Object.assign(process.env, { VITE_PREVIEW_TOKEN: previewToken, VITE_PREVIEW_ENDPOINT: server.endpoint });
  try {
    for (const preview of [true, false]) {
      const outDir = path.join(workDir, preview ? 'preview' : 'public');
      await buildSite({ contentDir, outDir, strict: false, preview }, { log: () => {} });
    }
  } finally {
    previewEnv.forEach((name, i) => {
      if (saved[i] === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = saved[i];
    });
  }
  previewSite = await startSite(path.join(workDir, 'preview'));
  publicSite = await startSite(path.join(workDir, 'public'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await previewSite?.close();
  await publicSite?.close();
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('/editor/ with the local content server', () => {
  it('shows the draft of the story named by ?path=, with editable attributes', async () => {
    const { page, errors } = await openScreen(previewSite, `/editor/?path=${storyPath}`);
    await page.locator('main h1', { hasText: 'Remesa Azul' }).waitFor();
    expect(await page.locator('.preview-bar').textContent()).toContain(previewMessages.badge);
    const blok = JSON.parse(
      (await page.locator('main [data-blok-c]').first().getAttribute('data-blok-c')) ?? '',
    );
    expect(blok).toMatchObject({ space: '287431', id: '512900003' });
    expect(await page.locator('main [data-blok-uid^="512900003-"]').count()).toBeGreaterThan(3);
    expect(server.requests.some((r) => r.url.includes('/cdn/stories/banca-personas/remesa-azul?'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("previews a page's simulators with the rates of the rates page's draft, as the build does", async () => {
    const { page, errors } = await openScreen(previewSite, '/editor/?path=/banca-personas/creditos/');
    const simulator = page.locator('.simulator-loan').first();
    await simulator.waitFor();
    // The personal loan's example at the rates page's 12 % (the 6–36 months row); no "unavailable" notice.
    await expect.poll(() => simulator.textContent()).toContain('Cuota mensual');
    expect(await simulator.textContent()).toContain('12.00%');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('re-renders within a second when the story file changes, without reloading', async () => {
    const { page } = await openScreen(previewSite, `/editor/?path=${storyPath}`);
    await page.locator('main h1', { hasText: 'Remesa Azul' }).waitFor();
    await setMarker(page);
    const started = Date.now();
    await editStory((story) => setTitle(story, 'Remesa Azul editada'));
    await page.locator('main h1', { hasText: 'Remesa Azul editada' }).waitFor({ timeout: 2500 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(1500);
    expect(await hasMarker(page)).toBe(true);
    await editStory((story) => setTitle(story, 'Remesa Azul'));
    await page.context().close();
  });

  it("follows the visual editor's input event in place and shows invalid bloks as notices", async () => {
    const { page } = await openScreen(previewSite, `/editor/?path=${storyPath}`);
    await page.locator('main h1', { hasText: 'Remesa Azul' }).waitFor();
    await setMarker(page);
    const draft = JSON.parse(await readFile(path.join(contentDir, storyFile), 'utf8')) as StoryFile;
    setTitle(draft, 'Tecleando en el editor');
    draft.content.body.push({ component: 'no_such_block', _uid: 'e2e-bad-blok' } as never);
    await page.evaluate(
      (story) => window.postMessage({ action: 'input', story }, window.location.origin),
      draft,
    );
    await page.locator('main h1', { hasText: 'Tecleando en el editor' }).waitFor();
    await page.locator('main .preview-notice', { hasText: 'no_such_block' }).waitFor();
    expect(await page.locator('.preview-problems summary').textContent()).toContain('1 problema');
    expect(await hasMarker(page)).toBe(true);
    await page.context().close();
  });

  it("accepts the visual editor's link only when its token checks out", async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = createHash('sha1').update(`287431:${previewToken}:${timestamp}`).digest('hex');
    const query = (t: string, ts: string) =>
      `_storyblok=512900003&_storyblok_c=page&_storyblok_tk[space_id]=287431&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${t}`;
    const good = await openScreen(previewSite, `/editor/?${query(token, timestamp)}`);
    await good.page.locator('main h1', { hasText: 'Remesa Azul' }).waitFor();
    await good.page.context().close();
    const stale = String(Number(timestamp) - 7200);
    const staleToken = createHash('sha1').update(`287431:${previewToken}:${stale}`).digest('hex');
    for (const q of [query('0'.repeat(40), timestamp), query(staleToken, stale)]) {
      const bad = await openScreen(previewSite, `/editor/?${q}`);
      await bad.page.getByText(previewMessages.invalidLink).waitFor();
      expect(await bad.page.locator('main h1').first().textContent()).not.toContain('Remesa Azul');
      await bad.page.context().close();
    }
  });
});

describe('/global/', () => {
  it('shows a clear message without a global story, and the global story once there is one', async () => {
    const globalFile = path.join(contentDir, 'stories/global.json');
    const saved = await readFile(globalFile, 'utf8').catch(() => null);
    await rm(globalFile, { force: true });
    const { page } = await openScreen(previewSite, '/global/');
    await page.getByText(previewMessages.globalMissing).waitFor();
    if (saved) {
      // The story appears while the screen is open: the poll notices and the screen shows it.
      await writeFile(globalFile, saved);
      await page.locator('main .global-preview').waitFor();
      expect(await page.getByText(previewMessages.globalMissing).count()).toBe(0);
    }
    await page.context().close();
  });
});

async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}

describe('the public build', () => {
  it('has no preview token or endpoint in any file, while the preview build has them', async () => {
    expect(await filesContaining(path.join(workDir, 'public'), previewToken)).toEqual([]);
    expect(await filesContaining(path.join(workDir, 'public'), server.endpoint)).toEqual([]);
    // The same search finds the token where it belongs, so an empty result above means something.
    expect((await filesContaining(path.join(workDir, 'preview'), previewToken)).length).toBeGreaterThan(0);
  });

  it('says the preview is not configured', async () => {
    for (const screen of ['/editor/', '/global/']) {
      const { page } = await openScreen(publicSite, `${screen}?path=${storyPath}`);
      await page.getByText(previewMessages.notConfigured).waitFor();
      await page.context().close();
    }
  });
});
