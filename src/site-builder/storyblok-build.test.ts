/**
 * The build from Storyblok: the bundled content served by the local content server builds into the
 * same dist/ as the content folder itself, and a content-service failure (an error, a time-out, a
 * redirect loop, or a listing that lies about its stories) stops the build in bounded time with a
 * message naming the request, leaving the previous output byte for byte as it was.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentServiceError } from '../content/content-service-error';
import { FileSource } from '../content/file-source';
import { storyblokConfigFrom, type StoryblokConfig } from '../content/storyblok-config';
import { StoryblokSource } from '../content/storyblok-source';
import type { FaultSettings } from '../server/content-server/faults';
import { startContentServer, type RunningContentServer } from '../server/content-server/server';
import { buildSite } from './build-site';
import { contentSourceFrom } from '../content/load/content-source';
import { defaultContentDir, projectRoot } from '../config/project-paths';

let work: string;
let contentDir: string;
let server: RunningContentServer;
const quiet = { log: () => {} };

async function fingerprint(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

function storyblokEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { STORYBLOK_TOKEN: server.tokens.preview, STORYBLOK_ENDPOINT: server.endpoint, ...overrides };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'storyblok-build-'));
  // A copy: the content folder is shared with people editing it while this runs.
  contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  server = await startContentServer({ contentDir, log: () => {} });
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('source selection', () => {
  it('uses Storyblok when STORYBLOK_TOKEN or STORYBLOK_OAUTH_TOKEN is set, the folder otherwise', () => {
    const options = { contentDir, outDir: path.join(work, 'x'), strict: false };
    expect(contentSourceFrom({}, options)).toBeInstanceOf(FileSource);
    const storyblok = contentSourceFrom(storyblokEnv(), options);
    expect(storyblok).toBeInstanceOf(StoryblokSource);
    expect(storyblok.name).toBe('storyblok:draft');
    expect(storyblok.assetsDir).toBe(path.join(contentDir, 'assets'));
    expect(
      contentSourceFrom({ STORYBLOK_OAUTH_TOKEN: 'o', STORYBLOK_VERSION: 'published' }, options).name,
    ).toBe('storyblok:published');
    expect(() => contentSourceFrom(storyblokEnv({ STORYBLOK_VERSION: 'latest' }), options)).toThrow(
      /STORYBLOK_VERSION must be "draft" or "published"/,
    );
  });
});

describe('build from the local content server', () => {
  it('writes the same files, byte for byte, as the build from the content folder', async () => {
    const options = (name: string) => ({ contentDir, outDir: path.join(work, name), strict: false });
    const buildBoth = async () => {
      const fromFiles = await buildSite(options('dist-files'), quiet);
      const fromStoryblok = await buildSite(options('dist-storyblok'), {
        ...quiet,
        source: contentSourceFrom(storyblokEnv(), options('dist-storyblok')),
      });
      return { fromFiles, fromStoryblok };
    };
    let built = await buildBoth();
    // The build hash covers the client code; if someone edited it between the two builds (the working
    // tree is shared), every page differs for that reason alone, so build both again.
    if (built.fromFiles.buildHash !== built.fromStoryblok.buildHash) built = await buildBoth();
    expect(built.fromStoryblok.buildHash).toBe(built.fromFiles.buildHash);
    expect(built.fromStoryblok.pages).toBe(built.fromFiles.pages);
    const a = await fingerprint(path.join(work, 'dist-files'));
    const b = await fingerprint(path.join(work, 'dist-storyblok'));
    expect(Object.keys(a).length).toBeGreaterThan(50);
    const differing = Object.keys({ ...a, ...b }).filter((file) => a[file] !== b[file]);
    expect(differing).toEqual([]);
    expect(server.requests.some((r) => r.url.startsWith('/v2/cdn/stories?'))).toBe(true);
  });

  it("leads a link whose cached_url went stale (its target renamed) to the target's current address", async () => {
    // A copy of the content where the button of this page still says where Depósitos used to be.
    const staleDir = path.join(work, 'content-stale');
    await cp(contentDir, staleDir, { recursive: true });
    const file = path.join(staleDir, 'stories', 'banca-personas', 'depositos-beneficios-banca-personas.json');
    const text = await readFile(file, 'utf8');
    expect(text).toContain('"cached_url": "banca-personas/depositos"');
    await writeFile(
      file,
      text.replace('"cached_url": "banca-personas/depositos"', '"cached_url": "depositos-antes"'),
    );
    const stale = await startContentServer({ contentDir: staleDir, log: () => {} });
    try {
      const outDir = path.join(work, 'dist-stale');
      const env = { STORYBLOK_TOKEN: stale.tokens.preview, STORYBLOK_ENDPOINT: stale.endpoint };
      await buildSite(
        { contentDir: staleDir, outDir, strict: false },
        {
          ...quiet,
          source: contentSourceFrom(env, { contentDir: staleDir }),
        },
      );
      const html = await readFile(
        path.join(outDir, 'banca-personas', 'depositos-beneficios-banca-personas', 'index.html'),
        'utf8',
      );
      expect(html).toMatch(/href="\/banca-personas\/depositos\/"[^>]*>Ir a Depósitos</);
      expect(html).not.toContain('depositos-antes');
      expect(stale.requests.some((r) => /^\/v2\/cdn\/stories\?.*resolve_links=url/.test(r.url))).toBe(true);
    } finally {
      await stale.close();
    }
  });
});

describe('a failed Storyblok build', () => {
  const outDir = () => path.join(work, 'dist-files');
  let before: Record<string, string>;

  beforeAll(async () => {
    before = await fingerprint(outDir());
  });

  function source(config: Partial<StoryblokConfig> = {}): StoryblokSource {
    const base = storyblokConfigFrom(storyblokEnv());
    if (!base) throw new Error('no config');
    // Short back-off: the 1 s × attempt timing itself is tested in storyblok-source.test.ts.
    return new StoryblokSource({ ...base, retryBackoffMs: 5, ...config }, { log: () => {} });
  }

  const cases: Array<[string, FaultSettings, Partial<StoryblokConfig>, RegExp]> = [
    ['401', {}, { accessToken: 'wrong-token' }, /cdn\/spaces\/me failed: HTTP 401 Unauthorized/],
    ['404', {}, { endpoint: 'PLACEHOLDER' }, /cdn\/spaces\/me failed: HTTP 404 Not Found/],
    ['429 storm', { rateLimit: Number.POSITIVE_INFINITY }, {}, /failed: still HTTP 429 .* after 5 retries/],
    ['5xx', { serverError: 1, match: '&page=2' }, {}, /cdn\/stories\?.*&page=2 failed: HTTP 500/],
    [
      'time-out',
      { delayMs: 1500 },
      { timeoutSeconds: 0.2 },
      /cdn\/spaces\/me failed: no complete answer within 0\.2 s/,
    ],
    [
      'truncated JSON',
      { truncate: 1, match: '&page=1' },
      {},
      /&page=1 failed: the response is not valid JSON/,
    ],
    // A listing that lies: the build used to publish the first 25 stories and exit 0.
    [
      'a smaller Total',
      { total: 24 },
      {},
      /&page=1 holds 25 stories on page 1 where Total: 24 and per_page=25 promise 24/,
    ],
    ['no Total', { total: 'missing' }, {}, /&page=1 answered without a Total header/],
    [
      'a huge Total',
      { total: 9_000_000_000 },
      {},
      /&page=1 announced Total: 9000000000 stories, more than the 5000/,
    ],
    [
      'per_page ignored',
      { ignorePerPage: true },
      {},
      /&page=1 holds \d+ stories on page 1, more than per_page=25: it ignores per_page/,
    ],
    [
      'page ignored',
      { ignorePage: true },
      {},
      /&page=\d lists the story with id \d+ again \(already on page 1\): it ignores page/,
    ],
    [
      '"stories" not a list',
      { storiesObject: true },
      {},
      /&page=1 failed: "stories" is an object, not a list of stories/,
    ],
    [
      'a body that trickles for ever',
      { trickle: Number.POSITIVE_INFINITY, match: '/cdn/stories?' },
      { timeoutSeconds: 2 },
      /&page=1 failed: no complete answer within 2 s/,
    ],
    [
      'a redirect loop',
      { redirect: Number.POSITIVE_INFINITY },
      {},
      /cdn\/spaces\/me failed: too many redirects \(more than 5;/,
    ],
  ];

  for (const [name, faults, config, message] of cases) {
    it(`${name}: stops in bounded time with a message naming the request and leaves dist/ as it was`, async () => {
      server.faults.set(faults);
      const overrides = config.endpoint ? { ...config, endpoint: `${server.url}/v9` } : config;
      const started = performance.now();
      try {
        const error = await buildSite(
          { contentDir, outDir: outDir(), strict: false },
          { ...quiet, source: source(overrides) },
        ).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ContentServiceError);
        expect((error as Error).message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\//);
        expect((error as Error).message).toMatch(message);
        expect((error as ContentServiceError).hint).toBeTruthy();
      } finally {
        server.faults.set({});
      }
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(await fingerprint(outDir())).toEqual(before);
      expect((await readdir(work)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    });
  }

  it('STORYBLOK_TIMEOUT from the environment bounds a trickled body', async () => {
    server.faults.set({ trickle: Number.POSITIVE_INFINITY, match: '/cdn/stories?' });
    const options = { contentDir, outDir: outDir(), strict: false };
    const started = performance.now();
    try {
      const error = await buildSite(options, {
        ...quiet,
        source: contentSourceFrom(storyblokEnv({ STORYBLOK_TIMEOUT: '1' }), options),
      }).then(
        () => null,
        (e: unknown) => e,
      );
      expect((error as Error).message).toMatch(/&page=1 failed: no complete answer within 1 s$/);
    } finally {
      server.faults.set({});
    }
    expect(performance.now() - started).toBeLessThan(8000);
    expect(await fingerprint(outDir())).toEqual(before);
  });

  it('npm run build reports a lying listing and exits 1, under CI too', async () => {
    server.faults.set({ total: 24 });
    try {
      const result = await promisify(execFile)(
        process.execPath,
        [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/site-builder/cli.ts'],
        {
          cwd: projectRoot,
          env: {
            ...process.env,
            ...storyblokEnv(),
            CI: 'true',
            OUT_DIR: outDir(),
            CONTENT_DIR: contentDir,
          },
        },
      ).then(
        () => null,
        (e: unknown) => e as { code: number; stderr: string },
      );
      expect(result?.code).toBe(1);
      expect(result?.stderr).toMatch(
        /Build failed: GET http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/stories\?version=draft&per_page=25&cv=\d+&resolve_links=url&page=1 holds 25 stories on page 1 where Total: 24/,
      );
      expect(result?.stderr).toContain('hint: The content service, or a proxy or CDN in front of it');
      expect(result?.stderr).not.toContain(server.tokens.preview);
      expect(result?.stderr).not.toMatch(/broken link/i);
    } finally {
      server.faults.set({});
    }
    expect(await fingerprint(outDir())).toEqual(before);
  });

  it('npm run build reports a wrong token and exits 1, without printing it', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/site-builder/cli.ts'],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          ...storyblokEnv({ STORYBLOK_TOKEN: 'wrong-token' }),
          OUT_DIR: outDir(),
          CONTENT_DIR: contentDir,
        },
      },
    ).then(
      () => null,
      (e: unknown) => e as { code: number; stderr: string },
    );
    expect(result?.code).toBe(1);
    expect(result?.stderr).toContain(
      `Build failed: GET ${server.endpoint}/cdn/spaces/me failed: HTTP 401 Unauthorized`,
    );
    expect(result?.stderr).not.toContain('wrong-token');
    expect(await fingerprint(outDir())).toEqual(before);
  });
});
