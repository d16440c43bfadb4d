/**
 * The build from Storyblok: the bundled content served by the local content server builds into the
 * same dist/ as the content folder itself, and a content-service failure stops the build with a
 * message naming the request, leaving the previous output byte for byte as it was.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
import { buildSite } from './build';
import { contentSourceFrom } from './content-source';
import { defaultContentDir, projectRoot } from './paths';

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
    ['time-out', { delayMs: 1500 }, { timeoutSeconds: 0.2 }, /cdn\/spaces\/me failed: no answer in time/],
    [
      'truncated JSON',
      { truncate: 1, match: '&page=1' },
      {},
      /&page=1 failed: the response is not valid JSON/,
    ],
  ];

  for (const [name, faults, config, message] of cases) {
    it(`${name}: stops with a message naming the request and leaves dist/ as it was`, async () => {
      server.faults.set(faults);
      const overrides = config.endpoint ? { ...config, endpoint: `${server.url}/v9` } : config;
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
      } finally {
        server.faults.set({});
      }
      expect(await fingerprint(outDir())).toEqual(before);
      expect((await readdir(work)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    });
  }

  it('npm run build reports it and exits 1', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/build/cli.ts'],
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
