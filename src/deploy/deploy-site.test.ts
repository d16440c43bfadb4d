/**
 * The deploy against a real S3-compatible server on 127.0.0.1 (s3rver, website mode): what it uploads, in
 * which order, what the bucket then serves, and how it survives server errors and being killed.
 */
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../config/project-paths';
import { DeployError } from './deploy-error';
import { deploySite, readLiveDeploy, rollback } from './deploy-site';
import { startLocalBucket, type LocalBucket } from './test-support/local-bucket';
import type { BucketWrite } from './test-support/recording-proxy';
import {
  dataKey,
  htmlKey,
  referencedKeys,
  writeFixtureSite,
  type FixturePage,
} from './test-support/fixture-site';

let local: LocalBucket;
let tmp: string;
let outDir: string;
beforeAll(async () => {
  local = await startLocalBucket();
  tmp = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
  outDir = path.join(tmp, 'dist');
});
afterAll(async () => {
  await local.close();
  await rm(tmp, { recursive: true, force: true });
});

const pages: FixturePage[] = [
  { route: '', uuid: 'u-home', text: 'Inicio' },
  { route: 'cuentas', uuid: 'u-cuentas', text: 'Cuentas' },
  { route: 'creditos', uuid: 'u-creditos', text: 'Créditos' },
  { route: 'tarjetas', uuid: 'u-tarjetas', text: 'Tarjetas' },
];

const siteWrites = (writes: readonly BucketWrite[]) => writes.filter((w) => !w.key.startsWith('_deploy/'));

async function deployBuild(extra: Partial<Parameters<typeof deploySite>[0]> = {}) {
  const before = local.requests.length;
  const result = await deploySite({
    outDir,
    config: local.config,
    cacheDir: path.join(tmp, 'cache'),
    ...extra,
  });
  return { result, writes: local.requests.slice(before) };
}

async function get(route: string) {
  return fetch(`${local.websiteUrl}${route}`, { redirect: 'manual' });
}

/**
 * Replays the writes against what the bucket held before: at every moment, each HTML object present must
 * find every file it references present (the HTML files' bytes are the build's, read from outDir).
 */
async function expectNoPageWithoutItsFiles(present: Set<string>, writes: readonly BucketWrite[]) {
  const references = new Map<string, string[]>();
  const refsOf = async (key: string) => {
    if (!references.has(key))
      references.set(key, referencedKeys(await readFile(path.join(outDir, key), 'utf8')));
    return references.get(key) ?? [];
  };
  const htmlPresent = new Set([...present].filter((k) => k.endsWith('.html')));
  for (const write of writes) {
    if (write.key.startsWith('_deploy/')) continue;
    if (write.op === 'DELETE') {
      present.delete(write.key);
      htmlPresent.delete(write.key);
      for (const html of htmlPresent)
        expect(
          (await refsOf(html).catch((): string[] => [])).includes(write.key),
          `${write.key} deleted while ${html} needs it`,
        ).toBe(false);
      continue;
    }
    present.add(write.key);
    if (write.key.endsWith('.html')) {
      const refs = await refsOf(write.key).catch((): string[] => []);
      for (const ref of refs) expect(present.has(ref), `${write.key} written before ${ref}`).toBe(true);
      htmlPresent.add(write.key);
    }
  }
}

describe('deploySite against s3rver', () => {
  const present = new Set<string>();

  it('uploads every file of a first deploy, identity bytes with their type and caching, never the .br/.gz copies', async () => {
    await writeFixtureSite(outDir, { pages });
    const { result, writes } = await deployBuild({ contentVersion: 100 });
    const keys = siteWrites(writes).map((w) => w.key);
    expect(result.uploaded).toBe(keys.length);
    expect(keys.filter((k) => /\.(br|gz)$/.test(k) || k === '_headers')).toEqual([]);
    expect(keys).toContain('cuentas/index.html');
    await expectNoPageWithoutItsFiles(present, writes);

    const page = await get('cuentas/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(await page.text()).toContain('<h1>Cuentas</h1>');
    const html = await readFile(path.join(outDir, 'cuentas/index.html'), 'utf8');
    const js = referencedKeys(html).find((k) => k.endsWith('.js')) ?? '';
    const script = await get(js);
    expect([script.headers.get('content-type'), script.headers.get('cache-control')]).toEqual([
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    const missing = await get('no-existe/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Página no encontrada');
    expect(await readLiveDeploy(local.config)).toMatchObject({ id: result.id, contentVersion: 100 });
  });

  it('uploads nothing for the same build again', async () => {
    const { result, writes } = await deployBuild();
    expect(result.uploaded).toBe(0);
    expect(writes).toEqual([]);
  });

  it('uploads only the edited page, its data and the shared files whose bytes changed, assets first', async () => {
    pages[1] = { route: 'cuentas', uuid: 'u-cuentas', text: 'Cuentas de ahorro' };
    await writeFixtureSite(outDir, { pages });
    const { result, writes } = await deployBuild();
    const written = siteWrites(writes)
      .filter((w) => w.op !== 'DELETE')
      .map((w) => w.key);
    expect(written.filter((k) => !k.startsWith('pagefind/fragment/')).sort()).toEqual([
      dataKey('cuentas'),
      'cuentas/index.html',
      'pagefind/pagefind-entry.json',
    ]);
    expect(written.filter((k) => k.startsWith('pagefind/fragment/'))).toHaveLength(1);
    expect(result.uploaded).toBe(4);
    await expectNoPageWithoutItsFiles(present, writes);
    expect(await (await get('cuentas/')).text()).toContain('Cuentas de ahorro');
  });

  it('re-uploads objects whose headers changed though their bytes did not', async () => {
    const headers = path.join(outDir, '_headers');
    const text = await readFile(headers, 'utf8');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(headers, `${text}/sitemap.xml\n  ! Cache-Control\n  Cache-Control: max-age=300\n`);
    const { writes } = await deployBuild();
    expect(siteWrites(writes).map((w) => w.key)).toEqual(['sitemap.xml']);
    expect((await get('sitemap.xml')).headers.get('cache-control')).toBe('max-age=300');
    await writeFile(headers, text);
    await deployBuild();
  });

  it('survives a burst of 503s, and names the object when they do not stop', async () => {
    pages[2] = { route: 'creditos', uuid: 'u-creditos', text: 'Créditos personales' };
    await writeFixtureSite(outDir, { pages });
    local.proxy.failNext(3, 503);
    const { result } = await deployBuild();
    expect(result.uploaded).toBeGreaterThan(0);
    expect(await (await get('creditos/')).text()).toContain('Créditos personales');

    pages[2] = { route: 'creditos', uuid: 'u-creditos', text: 'Créditos para vivienda' };
    await writeFixtureSite(outDir, { pages });
    local.proxy.failNext(1_000, 503);
    const failure = await deployBuild().catch((error: unknown) => error);
    local.proxy.failNext(0);
    expect(failure).toBeInstanceOf(DeployError);
    expect((failure as DeployError).message).toMatch(/: (GET|PUT|COPY) failed, HTTP 503 .*after 6 attempts/);
    // The previous deploy still serves.
    expect(await (await get('creditos/')).text()).toContain('Créditos personales');
    const { writes } = await deployBuild();
    await expectNoPageWithoutItsFiles(present, writes);
    expect(await (await get('creditos/')).text()).toContain('Créditos para vivienda');
  });

  it('redirects a moved story’s old address, answers 404 for a removed one, deleting after the uploads', async () => {
    const tarjetas = pages.findIndex((p) => p.route === 'tarjetas');
    pages[tarjetas] = { route: 'tarjetas-de-credito', uuid: 'u-tarjetas', text: 'Tarjetas' };
    const removed = pages.splice(
      pages.findIndex((p) => p.route === 'creditos'),
      1,
    );
    expect(removed).toHaveLength(1);
    await writeFixtureSite(outDir, { pages });
    const { result, writes } = await deployBuild();
    await expectNoPageWithoutItsFiles(present, writes);
    const moved = await get('tarjetas/');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/tarjetas-de-credito/']);
    expect((await get('tarjetas-de-credito/')).status).toBe(200);
    expect((await get('creditos/')).status).toBe(404);
    expect((await get(dataKey('creditos'))).status).toBe(404);
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    const firstDelete = writes.findIndex((w) => w.op === 'DELETE');
    const lastWrite = writes.findLastIndex((w) => w.op !== 'DELETE' && !w.key.startsWith('_deploy/'));
    expect(firstDelete).toBeGreaterThan(lastWrite);
  });

  it('rolls back to an earlier deploy with copies only, and forward again', async () => {
    const live = await readLiveDeploy(local.config);
    const before = local.requests.length;
    const back = await rollback(local.config);
    expect(
      local.requests
        .slice(before)
        .filter((w) => w.op === 'PUT' && !w.key.startsWith('_deploy/') && w.key !== 'tarjetas/index.html'),
    ).toEqual([]);
    expect((await get('creditos/')).status).toBe(200);
    expect((await get('tarjetas/')).status).toBe(200);
    expect(back.id).not.toBe(live?.id);
    await rollback(local.config, live?.id);
    expect((await get('creditos/')).status).toBe(404);
    expect((await readLiveDeploy(local.config))?.id).toBe(live?.id);
  });

  it('refuses to delete more than the set number of objects, writing nothing', async () => {
    await writeFixtureSite(outDir, { pages: pages.slice(0, 1) });
    const before = local.requests.length;
    const refusal = await deployBuild({ config: { ...local.config, maxDeletes: 2 } }).catch(
      (e: unknown) => e,
    );
    expect((refusal as DeployError).code).toBe('mass_delete_refused');
    expect((refusal as DeployError).message).toMatch(/DEPLOY_MAX_DELETES=2/);
    expect(local.requests.slice(before)).toEqual([]);
    await writeFixtureSite(outDir, { pages });
  });

  it('finishes a deploy killed after its first group when run again, never serving a page without its files', async () => {
    await writeFixtureSite(outDir, { pages, codeVersion: 2 });
    for (const page of pages) page.text = `${page.text} v2`;
    await writeFixtureSite(outDir, { pages, codeVersion: 2 });
    const before = local.requests.length;
    local.proxy.setDelay(60);
    const child = spawn(
      process.execPath,
      [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/deploy/cli.ts'],
      {
        cwd: projectRoot,
        env: { ...process.env, ...local.env, OUT_DIR: outDir, CACHE_DIR: path.join(tmp, 'cache'), CI: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/^assets: /m.test(output)) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () =>
        reject(new Error(`the deploy ended before its first group was logged:\n${output}`)),
      );
    });
    local.proxy.setDelay(0);
    // Killed mid-deploy: the old pages still serve, and every page served finds its files.
    expect(await (await get('cuentas/')).text()).not.toContain('v2');
    const { writes } = await deployBuild();
    await expectNoPageWithoutItsFiles(present, [
      ...local.requests.slice(before, local.requests.length - writes.length),
      ...writes,
    ]);
    for (const page of pages)
      expect(await (await get(htmlKey(page.route).replace(/index\.html$/, ''))).text()).toContain('v2');
    const again = await deployBuild();
    expect(again.result.uploaded).toBe(0);
  }, 120_000);
});
