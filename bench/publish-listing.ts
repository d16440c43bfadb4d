/**
 * The publish service's listing alone (issue 39): how many requests and seconds a publish spends reading the
 * space before its build starts, the full listing (every build before the incremental listing) against the
 * incremental one (src/content/storyblok-incremental.ts), at Storyblok's 5 requests a second, on a generated
 * space served by the local content server. Each edit appends a word to one story's file, as bench/publish.ts
 * does. Run: `npx tsx bench/publish-listing.ts [stories] [edits]` (default 1000 and 5). Prints figures only.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/config/project-paths';
import { IncrementalListing, describeListing } from '../src/content/storyblok-incremental';
import { storyblokConfigFrom } from '../src/content/storyblok-config';
import { StoryblokSource, type RequestCount } from '../src/content/storyblok-source';
import { startContentServer } from '../src/server/content-server/server';
import { generateSpace } from './generate-space';

const stories = Number(process.argv[2] ?? 1000);
const edits = Number(process.argv[3] ?? 5);
const dir = path.join(projectRoot, '.tmp', 'bench', `listing-${stories}`);

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; s: number; cpuS: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, s: (performance.now() - start) / 1000, cpuS: (used.user + used.system) / 1e6 };
}

await rm(dir, { recursive: true, force: true });
await generateSpace(stories, path.join(dir, 'content'));
const server = await startContentServer({ contentDir: path.join(dir, 'content'), log: () => {} });
try {
  const config = storyblokConfigFrom({
    STORYBLOK_TOKEN: server.tokens.public,
    STORYBLOK_ENDPOINT: server.endpoint,
    STORYBLOK_VERSION: 'published',
    STORYBLOK_MAX_STORIES: String(2 * (stories + 1000)),
  });
  if (!config) throw new Error('no Storyblok config');
  const listing = new IncrementalListing(new StoryblokSource(config), { log: () => {} });
  const cv0 = (await server.store.current()).version;
  const first = await timed(() => listing.loadStoriesAt(cv0));
  const firstReport = listing.takeReport();
  console.log(
    `load ${loadavg()[0]?.toFixed(1)}; first: ${firstReport ? describeListing(firstReport) : '-'}, CPU ${first.cpuS.toFixed(1)} s`,
  );
  const files = (await readdir(path.join(dir, 'content', 'stories'), { recursive: true }))
    .filter((f) => f.startsWith('generated-') && f.endsWith('.json'))
    .sort();
  for (let i = 0; i < edits; i++) {
    const file = path.join(dir, 'content', 'stories', files[Math.floor((i * files.length) / edits)] ?? '');
    type Story = { content: Record<string, unknown> };
    const data = JSON.parse(await readFile(file, 'utf8')) as { story?: Story } & Partial<Story>;
    // A text edit: the content changes, not the story's name, slug or place.
    const story = (data.story ?? data) as Story;
    story.content.bench_edit = `editada ${i}`;
    await writeFile(file, JSON.stringify(data));
    const cv = (await server.store.current()).version;
    // Before: a fresh source (no client cache) reads every story at the new cv, as each publish did.
    const count: RequestCount = { requests: 0 };
    const full = await timed(() => new StoryblokSource(config).loadStoriesAt(cv, count));
    const incremental = await timed(() => listing.loadStoriesAt(cv));
    const report = listing.takeReport();
    const same = JSON.stringify(full.value.stories) === JSON.stringify(incremental.value.stories);
    console.log(
      `edit ${i + 1} (${path.basename(file)}): full ${count.requests} requests ${full.s.toFixed(1)} s (CPU ${full.cpuS.toFixed(1)} s); ` +
        `${report ? describeListing(report) : '-'} (CPU ${incremental.cpuS.toFixed(1)} s); equal: ${same}; load ${loadavg()[0]?.toFixed(1)}`,
    );
  }
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
