import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir, projectRoot } from '../src/config/project-paths';
import { launchChromium } from './support/chromium';
import { withConsent } from './support/consent';

const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
let dev: ChildProcess;
let browser: Browser;
/** A copy of the bundled content: one test edits it. */
let contentDir: string;

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(base);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('dev server did not start');
}

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'dev-content-'));
  await cp(defaultContentDir, contentDir, { recursive: true });
  dev = spawn(
    process.execPath,
    [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/server/dev-cli.ts'],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_DIR: contentDir },
      stdio: 'ignore',
    },
  );
  await waitForServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  dev?.kill('SIGTERM');
  await rm(contentDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders the same pages and page data from the content folder', async () => {
    const html = await (await fetch(`${base}/banca-personas/remesa-azul/`)).text();
    expect(html).toMatch(/<h1[^>]*>Remesa Azul<\/h1>/);
    expect(html).toContain('/@vite/client');
    const data = (await (
      await fetch(`${base}/assets/data/banca-personas/remesa-azul/index.json`)
    ).json()) as {
      data: { title: string };
    };
    expect(data.data.title).toBe('Remesa Azul');
    expect((await fetch(`${base}/no-existe/`)).status).toBe(404);
  });

  it('hydrates and navigates in the browser', async () => {
    const page = await browser.newPage();
    // A visitor who already chose: the consent dialog would take the click.
    await withConsent(page.context(), base);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/banca-personas/`);
    await page.getByRole('link', { name: 'Ver cuentas' }).click();
    await page.waitForURL('**/banca-personas/cuentas/');
    await expect.poll(() => page.textContent('h1'), { timeout: 15_000 }).toBe('Cuentas');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws an icon the content starts to use, without a restart or a developer', async () => {
    const route = `${base}/banca-personas/depositos-beneficios-banca-personas/`;
    expect(await (await fetch(route)).text()).toContain('bi bi-bullseye');
    const file = path.join(contentDir, 'stories/banca-personas/depositos-beneficios-banca-personas.json');
    const story = await readFile(file, 'utf8');
    await writeFile(file, story.replace('"icon": "bullseye"', '"icon": "piggy-bank"'));
    const html = await (await fetch(route)).text();
    expect(html).toContain('bi bi-piggy-bank');
    expect(html).not.toContain('bi bi-bullseye');
  });
});
