import { describe, expect, it } from 'vitest';
import { emptyState, type DeployState } from './deploy-state';
import { entryHash, type Manifest, type ManifestEntry } from './manifest';
import { groupOf } from './object-rules';
import { blobKey, deletionGroups, planDeploy, writeCount } from './plan-deploy';

const day = 24 * 60 * 60 * 1000;
const rules = { retainDeploys: 3, retainMs: day };
const now = new Date('2026-11-28T12:00:00Z');

function entry(key: string, bytes: string, extra: Partial<ManifestEntry> = {}): ManifestEntry {
  const immutable = key.startsWith('assets/') && !key.startsWith('assets/data/');
  const cacheControl = extra.cacheControl ?? (immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const partial = { sha256: `sha-${bytes}`, contentType: 'text/html', cacheControl };
  return {
    group: groupOf(key),
    size: bytes.length,
    viaBlob: !immutable,
    ...partial,
    hash: entryHash(partial),
    ...extra,
  };
}

function site(pages: Record<string, string>): Record<string, ManifestEntry> {
  return Object.fromEntries(Object.entries(pages).map(([key, bytes]) => [key, entry(key, bytes)]));
}

function manifest(id: string, entries: Record<string, ManifestEntry>): Manifest {
  return { version: 1, id, createdAt: now.toISOString(), entries };
}

const v1 = site({
  'index.html': 'home1',
  'a/index.html': 'a1',
  'assets/data/index.json': 'dhome1',
  'assets/data/a/index.json': 'da1',
  'assets/app-1.js': 'js1',
  'sitemap.xml': 'map1',
});

function stateWith(live: string, extra: Partial<DeployState> = {}): DeployState {
  return {
    ...emptyState,
    live,
    history: [{ id: live, createdAt: now.toISOString(), activatedAt: now.toISOString() }],
    ...extra,
  };
}

describe('planDeploy', () => {
  it('writes every object of a first deploy, in its group, and a blob for each mutable one', () => {
    const plan = planDeploy({ next: v1, state: emptyState, rules, now });
    expect(plan.writes).toEqual({
      assets: ['assets/app-1.js'],
      data: ['assets/data/a/index.json', 'assets/data/index.json'],
      html: ['a/index.html', 'index.html'],
      rules: ['sitemap.xml'],
    });
    expect([...plan.blobs.keys()].sort()).toEqual([
      'sha-a1',
      'sha-da1',
      'sha-dhome1',
      'sha-home1',
      'sha-map1',
    ]);
    expect(plan.deletions).toEqual([]);
  });

  it('writes nothing for the same build again', () => {
    const plan = planDeploy({ next: v1, live: manifest('d1', v1), state: stateWith('d1'), rules, now });
    expect(writeCount(plan)).toBe(0);
    expect(plan.unchanged).toBe(6);
    expect(plan.blobs.size).toBe(0);
    expect(plan.purge).toEqual([]);
  });

  it('writes only what changed in one edit, and purges its page and data but not hashed assets', () => {
    const next = {
      ...v1,
      ...site({ 'a/index.html': 'a2', 'assets/data/a/index.json': 'da2', 'assets/app-2.js': 'js2' }),
    };
    delete next['assets/app-1.js'];
    const plan = planDeploy({ next, live: manifest('d1', v1), state: stateWith('d1'), rules, now });
    expect(plan.writes).toEqual({
      assets: ['assets/app-2.js'],
      data: ['assets/data/a/index.json'],
      html: ['a/index.html'],
      rules: [],
    });
    expect(plan.purge).toEqual(['/a/', '/assets/data/a/index.json']);
    // The old bundle stays for open tabs; the old page's blob stays for rollback.
    expect(plan.deletions).toEqual([]);
    expect(Object.keys(plan.retiring).sort()).toEqual([
      blobKey('sha-a1'),
      blobKey('sha-da1'),
      'assets/app-1.js',
    ]);
  });

  it('rewrites an object whose headers changed though its bytes did not', () => {
    const next = { ...v1, 'index.html': entry('index.html', 'home1', { cacheControl: 'max-age=60' }) };
    const plan = planDeploy({ next, live: manifest('d1', v1), state: stateWith('d1'), rules, now });
    expect(plan.writes.html).toEqual(['index.html']);
  });

  it('deletes a removed page and its data at once, pages before data', () => {
    const next = { ...v1 };
    delete next['a/index.html'];
    delete next['assets/data/a/index.json'];
    const plan = planDeploy({ next, live: manifest('d1', v1), state: stateWith('d1'), rules, now });
    expect(plan.deletions).toEqual(['a/index.html', 'assets/data/a/index.json']);
    expect(deletionGroups(plan.deletions)).toEqual([['a/index.html'], ['assets/data/a/index.json']]);
    expect(plan.purge).toEqual(['/a/', '/assets/data/a/index.json']);
  });

  it('answers a moved page’s old address with a redirect to its new one', () => {
    const live = {
      ...v1,
      'a/index.html': { ...entry('a/index.html', 'a1'), story: 'uuid-a' },
    };
    const next: Record<string, ManifestEntry> = {
      ...v1,
      'b/index.html': { ...entry('b/index.html', 'a1'), story: 'uuid-a' },
    };
    delete next['a/index.html'];
    const plan = planDeploy({ next, live: manifest('d1', live), state: stateWith('d1'), rules, now });
    expect(plan.entries['a/index.html']?.redirect).toBe('/b/');
    expect(plan.writes.rules).toEqual(['a/index.html']);
    expect(plan.writes.html).toEqual(['b/index.html']);
    expect(plan.deletions).not.toContain('a/index.html');
    // Kept by the next deploy while the story lives, then moved on with it.
    const moved: Record<string, ManifestEntry> = {
      ...next,
      'c/index.html': { ...entry('c/index.html', 'a1'), story: 'uuid-a' },
    };
    delete moved['b/index.html'];
    const after = planDeploy({
      next: moved,
      live: manifest('d2', plan.entries),
      state: stateWith('d2'),
      rules,
      now,
    });
    expect(after.entries['a/index.html']?.redirect).toBe('/c/');
  });

  it('rewrites what a stopped deploy may have written, and deletes what only it wrote', () => {
    const stopped = { ...v1, ...site({ 'index.html': 'home-stopped', 'x/index.html': 'x1' }) };
    const plan = planDeploy({
      next: v1,
      live: manifest('d1', v1),
      pending: manifest('p', stopped),
      state: stateWith('d1', { pending: 'p' }),
      rules,
      now,
    });
    expect(plan.writes.html).toEqual(['index.html']);
    expect(plan.deletions).toEqual(['x/index.html', blobKey('sha-home-stopped'), blobKey('sha-x1')]);
  });

  it('keeps an old asset 24 hours and 3 deploys, then deletes it', () => {
    const next = { ...v1 };
    delete next['assets/app-1.js'];
    const live = manifest('d1', next);
    const retiring = (since: Date, deploysSince: number) => ({
      'assets/app-0.js': { since: since.toISOString(), deploysSince },
    });
    const old = new Date(now.getTime() - day - 1);
    const plan = (since: Date, deploysSince: number) =>
      planDeploy({
        next,
        live,
        state: stateWith('d1', { retiring: retiring(since, deploysSince) }),
        rules,
        now,
      });
    expect(plan(old, 0).deletions).toEqual([]);
    expect(plan(now, 5).deletions).toEqual([]);
    expect(plan(old, 1).deletions).toEqual(['assets/app-0.js']);
    expect(plan(old, 1).retiring).toEqual({});
    // Referenced again (a rollback, a revert): no longer retiring.
    const back = planDeploy({
      next: v1,
      live,
      state: stateWith('d1', {
        retiring: { 'assets/app-1.js': { since: old.toISOString(), deploysSince: 9 } },
      }),
      rules,
      now,
    });
    expect(back.deletions).toEqual([]);
    expect(back.retiring).toEqual({});
    expect(back.writes.assets).toEqual(['assets/app-1.js']);
  });

  it('carries deletions a stopped run owed', () => {
    const plan = planDeploy({
      next: v1,
      live: manifest('d1', v1),
      state: stateWith('d1', { deleting: ['gone/index.html', 'index.html'] }),
      rules,
      now,
    });
    expect(plan.deletions).toEqual(['gone/index.html']);
  });
});
