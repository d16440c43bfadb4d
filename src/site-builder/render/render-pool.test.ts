/** Render threads: pages come back in full, and a page that throws fails the run with no thread left behind. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../common/errors';
import { pageWordList, parseWordList, type WordList } from '../style/page-words.mjs';
import type { PageJob } from './page-job';
import { renderOnThreads } from './render-pool';
import { WordsTally } from './words-tally';

let work: string;
let entryFile: string;

/** A stand-in server bundle: echoes the path, the global content and the page's block chunks; /boom/ throws. */
const fakeEntry = `
export function renderPage({ state, assets, blockChunks }) {
  if (state.page.data.path === '/boom/') throw new Error('block exploded');
  if (state.page.data.path === '/hang/') for (;;);
  const chunks = blockChunks[state.page.data.path.replace(/\\//g, '')] ?? [];
  return '<!DOCTYPE html>' + state.page.data.path + JSON.stringify(state.global) + [...assets.preloads, ...chunks].join(',') + '</html>';
}
export function renderEveryPanel({ state }) {
  return '<div class="every-panel">' + state.page.data.path + '</div>';
}
`;

function job(pagePath: string): PageJob {
  return {
    path: pagePath,
    story: pagePath.replace(/\//g, '') || 'home',
    pageJson: JSON.stringify({ data: { path: pagePath } }),
    notFound: false,
    key: pagePath,
  };
}

const same = (j: PageJob) => j;

/** One page's HTML as the pool renders it (the first test checks the pool gives back exactly this). */
async function renderedHtml(pagePath: string): Promise<string> {
  let html = '';
  await renderOnThreads([job(pagePath)], same, { ...options(), threads: 1 }, async (_j, page) => {
    html = page;
  });
  return html;
}

const options = () => ({
  threads: 2,
  entryFile,
  global: { _uid: 'g', component: 'global' },
  assets: { script: '/assets/entry.js', stylesheets: [], preloads: ['/assets/entry-dep.js'] },
  // Every page's "block" is named after the page: /p7/ loads /assets/p7.js.
  blockChunks: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, [`/assets/p${i}.js`]])),
  batchSize: 3,
});

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'render-pool-'));
  entryFile = path.join(work, 'entry-server.mjs');
  await writeFile(entryFile, fakeEntry);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('renderOnThreads', () => {
  it('renders every page once, with the global content, the preloads and the block chunks', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) => job(`/p${i}/`));
    const pages = new Map<string, string>();
    const threads: Worker[] = [];
    await renderOnThreads(jobs, same, { ...options(), onThread: (w) => threads.push(w) }, async (j, html) => {
      pages.set(j.path, html);
    });
    expect(pages.size).toBe(20);
    expect(pages.get('/p7/')).toBe(
      '<!DOCTYPE html>/p7/{"_uid":"g","component":"global"}/assets/entry-dep.js,/assets/p7.js</html>',
    );
    expect(threads).toHaveLength(2);
    expect(threads.map((w) => w.threadId)).toEqual([-1, -1]);
  });

  it('gives each page its word list and each batch its counts, as scanning the pages would', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) => job(`/p${i}/`));
    const tally = new WordsTally();
    const lists = new Map<string, WordList | null>();
    const expected = new Map<string, number>();
    await renderOnThreads(
      jobs,
      same,
      { ...options(), onCounts: (c) => tally.addBatch(c) },
      async (j, html, words) => {
        lists.set(j.path, parseWordList(words));
        for (const word of pageWordList(html, null).words) expected.set(word, (expected.get(word) ?? 0) + 1);
      },
    );
    expect(lists.get('/p19/')).toEqual(pageWordList(await renderedHtml('/p19/'), null));
    expect(lists.get('/p19/')?.chunks).toEqual(['entry-dep.js', 'p19.js']);
    const union = tally.union();
    expect(union.words).toEqual(new Set(expected.keys()));
    expect(union.chunks.has('p19.js')).toBe(true);
  });

  it('renders a page with lazy panels a second time with every panel open, for its words', async () => {
    const tabbed: PageJob = {
      ...job('/tabs/'),
      pageJson: JSON.stringify({ data: { path: '/tabs/', story: { component: 'tabs' } } }),
    };
    const lists = new Map<string, WordList | null>();
    await renderOnThreads([job('/plain/'), tabbed], same, options(), async (j, _html, words) => {
      lists.set(j.path, parseWordList(words));
    });
    expect(lists.get('/plain/')?.words).not.toContain('every-panel');
    expect(lists.get('/tabs/')?.words).toEqual(expect.arrayContaining(['every-panel', 'tabs', 'div']));
  });

  it('fails with the page and the error when a page throws, and stops every thread', async () => {
    const jobs = [...Array.from({ length: 10 }, (_, i) => job(`/p${i}/`)), job('/boom/'), job('/after/')];
    const threads: Worker[] = [];
    const run = renderOnThreads(
      jobs,
      same,
      { ...options(), onThread: (w) => threads.push(w) },
      async () => {},
    );
    await expect(run).rejects.toThrow(BuildError);
    await expect(run).rejects.toThrow('Rendering /boom/ failed: block exploded');
    expect(threads.length).toBeGreaterThan(0);
    // threadId turns -1 once a thread has exited.
    expect(threads.map((w) => w.threadId).every((id) => id === -1)).toBe(true);
  });

  it('stops a page that renders longer than the limit, naming its path and story, and every thread (issue 34)', async () => {
    const jobs = [job('/p0/'), job('/hang/'), job('/p1/')];
    const threads: Worker[] = [];
    const started = Date.now();
    const run = renderOnThreads(
      jobs,
      same,
      { ...options(), pageTimeoutMs: 300, onThread: (w) => threads.push(w) },
      async () => {},
    );
    await expect(run).rejects.toThrow(
      'Rendering /hang/ (story "hang") took longer than 0.3 s; the build stopped.',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(threads.map((w) => w.threadId).every((id) => id === -1)).toBe(true);
  });

  it('fails when a thread cannot load the server bundle', async () => {
    const threads: Worker[] = [];
    const run = renderOnThreads(
      [job('/a/')],
      same,
      { ...options(), entryFile: path.join(work, 'missing.mjs'), onThread: (w) => threads.push(w) },
      async () => {},
    );
    await expect(run).rejects.toThrow(/missing\.mjs/);
    expect(threads.map((w) => w.threadId)).toEqual([-1]);
  });

  it('fails when writing a page fails', async () => {
    const run = renderOnThreads([job('/a/'), job('/b/')], same, options(), async () => {
      throw new Error('disk full');
    });
    await expect(run).rejects.toThrow('disk full');
  });
});
