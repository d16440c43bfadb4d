/**
 * Publish → live (issue 39, Acceptance 1): the local content server (a temporary copy of content/, sending
 * signed webhooks), a real S3 bucket (s3rver, website mode) and the publish service as a child process. An
 * edited story file is served by the bucket; a repeated webhook uploads nothing; an unsigned one changes
 * nothing; no HTML is written before the files it references; a removed story is gone from the bucket, the
 * sitemap and the search index; a moved story's old address redirects.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pagefindInNode } from './support/pagefind-in-node';
import { assetsReferenced, startPublishRig, type PublishRig } from './support/publish-rig';

let rig: PublishRig;

beforeAll(async () => {
  const started = Date.now();
  // The service's OUT_DIR starts as the global setup's build of the same content, as a restarted service
  // finds its last build on its disk: its first build then reuses that output's compressed copies.
  rig = await startPublishRig({ seedOutDir: inject('siteDir') });
  await rig.startService();
  const listening = Date.now();
  // On start the service publishes the space's version (nothing is live in a new bucket).
  const first = await rig.until(
    async () => (await rig.status()).find((p) => p.state === 'live'),
    'the first publish',
    170_000,
  );
  // The first build after the service starts reads every story (src/content/storyblok-incremental.ts).
  expect(first.listing).toMatch(/^full listing: the first listing since the service started \(\d+ stories, /);
  console.log(
    `rig and service start: ${listening - started} ms; first publish: ${Date.now() - listening} ms, ${first.uploaded} objects uploaded; timings ${JSON.stringify(first.timings)}`,
  );
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

const text = async (response: Response) => response.text();

describe('publish service, end to end', () => {
  it('an edited story file is served by the bucket, and no HTML was written before the files it references', async () => {
    const marker = `Inmuebles ${Date.now().toString(36)}`;
    await rig.editStory('activos-extraordinarios.json', (story) => {
      const body = (story.content as { body: Array<Record<string, unknown>> }).body;
      const title = body.find((block) => block.component === 'title');
      if (!title) throw new Error('activos-extraordinarios has no title block');
      title.subtitle = marker;
    });
    const started = Date.now();
    await rig.until(
      async () =>
        (await text(await rig.website('activos-extraordinarios/'))).includes(marker) ? true : undefined,
      'the edit to be served',
    );
    // The page is served once its HTML is written; the publish ends a moment later (rules, state, purge).
    const publish = await rig.until(async () => {
      const latest = (await rig.status())[0];
      return latest && ['live', 'skipped', 'failed'].includes(latest.state) ? latest : undefined;
    }, 'the publish to end');
    expect(publish).toMatchObject({ state: 'live', events: ['story published (activos-extraordinarios)'] });
    // A text edit: the links listing, then that one story read again.
    expect(publish?.listing).toMatch(/^listing: 1 story re-read of \d+ \(2 requests, /);
    expect(publish?.uploaded).toBeGreaterThan(0);
    console.log(
      `edit → served by the bucket: ${Date.now() - started} ms; ${publish?.uploaded} objects uploaded; timings ${JSON.stringify(publish?.timings)}`,
    );

    // The last write of every HTML object (the bytes served now) comes after a write of every asset it
    // references (the bucket began empty, so each was written by some deploy).
    const writes = rig.bucket.requests;
    const firstWrite = new Map<string, number>();
    const lastHtmlWrite = new Map<string, number>();
    writes.forEach((write, index) => {
      if (write.op === 'DELETE') return;
      if (!firstWrite.has(write.key)) firstWrite.set(write.key, index);
      if (write.key.endsWith('.html')) lastHtmlWrite.set(write.key, index);
    });
    expect(lastHtmlWrite.has('activos-extraordinarios/index.html')).toBe(true);
    for (const [key, index] of lastHtmlWrite) {
      const answer = await rig.website(key);
      if (answer.status !== 200) continue;
      for (const asset of assetsReferenced(await text(answer))) {
        const at = firstWrite.get(asset);
        expect(at, `${asset}, referenced by ${key}, was written`).toBeDefined();
        expect(at, `${asset} written before ${key}`).toBeLessThan(index);
      }
    }
  });

  it('a second identical webhook uploads 0 objects', async () => {
    const sent = rig.content.webhooks?.sent.at(-1);
    expect(sent).toBeDefined();
    const writes = rig.bucket.requests.length;
    const before = (await rig.status()).length;
    const answer = await rig.postWebhook(JSON.stringify(sent?.payload));
    expect(answer.status).toBe(202);
    const repeat = await rig.until(async () => {
      const list = await rig.status();
      const last = list[0];
      return list.length > before && last && ['live', 'skipped', 'failed'].includes(last.state)
        ? last
        : undefined;
    }, 'the repeated publish');
    expect(repeat.state).toBe('skipped');
    expect(repeat.uploaded ?? 0).toBe(0);
    expect(rig.bucket.requests.length).toBe(writes);
  });

  it('an unsigned webhook gets 401 and changes nothing', async () => {
    const writes = rig.bucket.requests.length;
    const before = await rig.status();
    const body = JSON.stringify({
      text: 'x',
      action: 'published',
      space_id: 287431,
      story_id: 512920107,
      full_slug: 'activos-extraordinarios',
    });
    expect((await rig.postWebhook(body, false)).status).toBe(401);
    expect((await rig.status()).length).toBe(before.length);
    expect(rig.bucket.requests.length).toBe(writes);
  });

  it('a removed story answers 404 from the bucket and is gone from the sitemap and the search index', async () => {
    const route = 'video/felices-fiestas/';
    expect((await rig.website(route)).status).toBe(200);
    expect(await text(await rig.website('sitemap.xml'))).toContain(route);
    await rm(rig.storyFile('video/felices-fiestas.json'));
    await rig.until(
      async () => ((await rig.website(route)).status === 404 ? true : undefined),
      'the removed page to answer 404',
    );
    // The page changes with its group; the publish is live once the last group (sitemap, rules) is written.
    const removal = await rig.until(async () => {
      const last = (await rig.status())[0];
      return last?.state === 'live' ? last : undefined;
    }, 'the removal to be live');
    expect(removal.events).toEqual(['story deleted (video/felices-fiestas)']);
    expect(removal.listing).toMatch(
      /^full listing: a story was removed or unpublished \(video\/felices-fiestas\)/,
    );
    expect(await text(await rig.website('sitemap.xml'))).not.toContain(route);

    // The bucket's search index, fetched from the website into a folder, read by Pagefind's own script.
    const copy = path.join(rig.dir, 'bucket-copy');
    const files = await readdir(path.join(rig.outDir, 'pagefind'), { recursive: true, withFileTypes: true });
    // The bucket holds identity bytes only (docs/decisions/0012): the .br/.gz copies stay local.
    for (const entry of files.filter((f) => f.isFile() && !/\.(br|gz)$/.test(f.name))) {
      const relative = path.relative(rig.outDir, path.join(entry.parentPath, entry.name));
      const answer = await rig.website(relative.split(path.sep).join('/'));
      expect(answer.status, relative).toBe(200);
      await mkdir(path.dirname(path.join(copy, relative)), { recursive: true });
      await writeFile(path.join(copy, relative), Buffer.from(await answer.arrayBuffer()));
    }
    const realFetch = globalThis.fetch;
    try {
      const pagefind = await pagefindInNode(copy);
      const urls = async (term: string) =>
        Promise.all(((await pagefind.search(term))?.results ?? []).map(async (r) => (await r.data()).url));
      expect(await urls('fiestas')).not.toContain(`/${route}`);
      // The index still finds other pages: the absence above is the removal's.
      expect((await urls('inmuebles')).length).toBeGreaterThan(0);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('a moved story is served at its new address and its old address redirects to it', async () => {
    const old = 'video/reactivando-el-salvador/';
    const moved = 'video/reactivando-el-salvador-2025/';
    expect((await rig.website(old)).status).toBe(200);
    await rig.editStory('video/reactivando-el-salvador.json', (story) => {
      story.slug = 'reactivando-el-salvador-2025';
      story.full_slug = 'video/reactivando-el-salvador-2025';
    });
    await rig.until(
      async () => ((await rig.website(moved)).status === 200 ? true : undefined),
      'the moved page at its new address',
    );
    const redirect = await rig.website(old);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toContain(`/${moved}`);
    // The page changes with its group; the publish is live once the last group (sitemap, rules) is written.
    const move = await rig.until(async () => {
      const last = (await rig.status())[0];
      return last?.state === 'live' ? last : undefined;
    }, 'the move to be live');
    expect(move.events).toEqual(['story moved (video/reactivando-el-salvador-2025)']);
    // Stories linking to it carry its new address: everything is read again.
    expect(move.listing).toMatch(
      /^full listing: a story was renamed or moved \(video\/reactivando-el-salvador-2025\)/,
    );
  });
});
