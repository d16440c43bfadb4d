/**
 * `deploySite`: puts a build live in the bucket (docs/decisions/0012-deploy-bucket-layout-and-atomicity.md).
 * Safe to run again after being stopped at any point: what a stopped run may have written is known from the
 * bucket's state (`pending`) and written again; deletions owed by a live deploy are kept in the state too.
 */
import { getMaxListeners, setMaxListeners } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { runLimited } from '../common/run-limited';
import { parseHeadersFile } from '../config/security-headers';
import { headersFile } from '../config/output-names';
import { BucketStore, manifestKey } from './bucket-store';
import type { CdnPurge } from './cdn/purge';
import { owedWith, settlePurge, type SettledPurge } from './owed-purge';
import type { DeployConfig } from './deploy-config';
import { DeployError } from './deploy-error';
import { retainedDeployIds, type DeployState } from './deploy-state';
import { openHashCache } from './hash-cache';
import { deployId, entriesOf, type Manifest, type ManifestEntry } from './manifest';
import { deployGroups } from './object-rules';
import { blobKey, deletionGroups, planDeploy, writeCount, type DeployPlan } from './plan-deploy';
import { scanBuild } from './scan-build';
import { rollForward } from '../site-builder/write/commit-journal';
import { createS3Client } from './s3-client';

export type DeployPhase = 'blobs' | (typeof deployGroups)[number] | 'delete';

export interface DeployProgress {
  phase: DeployPhase;
  done: number;
  total: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface GroupTiming {
  group: DeployPhase;
  objects: number;
  bytes: number;
  ms: number;
}

export interface DeployRequest {
  outDir: string;
  config: DeployConfig;
  /** Storyblok cv the build used; recorded in the manifest. */
  contentVersion?: number;
  allowMassDelete?: boolean;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** Injected by tests and the service; else made from config. */
  s3?: S3Client;
  onProgress?: (p: DeployProgress) => void;
  /** Root of the caches (CACHE_DIR): file hashes are remembered under `deploy/`. None: every file is hashed. */
  cacheDir?: string;
}

export interface DeployResult {
  id: string;
  contentVersion?: number;
  uploaded: number;
  unchanged: number;
  deleted: number;
  bytesUploaded: number;
  ms: number;
  groups: GroupTiming[];
  /** What the CDN purged in this run (an owed purge of an earlier run included). */
  purge: CdnPurge;
  /** Paths the CDN purge still owes after this run (it failed): the next deploy sends them. */
  purgeOwed: string[];
  purgeError?: string;
}

export interface LiveDeploy {
  id: string;
  contentVersion?: number;
  createdAt: string;
  activatedAt: string;
}

interface Run {
  store: BucketStore;
  config: DeployConfig;
  log: (line: string) => void;
  onProgress: (p: DeployProgress) => void;
  allowMassDelete: boolean;
  signal: AbortSignal | undefined;
}

function runOf(
  config: DeployConfig,
  options: Pick<DeployRequest, 's3' | 'log' | 'onProgress' | 'allowMassDelete' | 'signal'>,
): Run {
  // Every request in flight listens to the signal: more than Node's default 10 is expected, not a leak.
  if (options.signal)
    setMaxListeners(Math.max(getMaxListeners(options.signal), config.concurrency * 2 + 10), options.signal);
  return {
    store: new BucketStore(
      options.s3 ?? createS3Client(config),
      config.bucket,
      config.prefix,
      options.signal,
    ),
    config,
    log: options.log ?? (() => {}),
    onProgress: options.onProgress ?? (() => {}),
    allowMassDelete: options.allowMassDelete ?? false,
    signal: options.signal,
  };
}

async function manifestOf(
  store: BucketStore,
  id: string | undefined,
  role: string,
): Promise<Manifest | undefined> {
  if (!id) return undefined;
  const manifest = await store.readManifest(id);
  if (!manifest)
    throw new DeployError(
      'missing_manifest',
      `${manifestKey(id)}: the ${role} deploy's manifest is not in the bucket`,
      manifestKey(id),
    );
  return manifest;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs `write` over `keys` in parallel, reporting progress; resolves when every one is in the bucket. */
async function phase(
  run: Run,
  name: DeployPhase,
  keys: readonly string[],
  sizeOf: (key: string) => number,
  write: (key: string) => Promise<number>,
): Promise<GroupTiming> {
  const started = performance.now();
  const bytesTotal = keys.reduce((sum, key) => sum + sizeOf(key), 0);
  let done = 0;
  let bytesDone = 0;
  run.onProgress({ phase: name, done, total: keys.length, bytesDone, bytesTotal });
  await runLimited(keys, run.config.concurrency, async (key) => {
    // Awaited first: `bytesDone += await …` would read bytesDone before the wait and lose parallel writes' bytes.
    const bytes = await write(key);
    bytesDone += bytes;
    done += 1;
    run.onProgress({ phase: name, done, total: keys.length, bytesDone, bytesTotal });
  });
  const timing = {
    group: name,
    objects: keys.length,
    bytes: bytesDone,
    ms: Math.round(performance.now() - started),
  };
  if (keys.length) run.log(`${name}: ${keys.length} objects, ${formatBytes(bytesDone)}, ${timing.ms} ms`);
  return timing;
}

function entryAt(manifest: Manifest, key: string): ManifestEntry {
  const entry = manifest.entries[key];
  if (!entry) throw new DeployError('bad_plan', `${key}: planned but not in manifest ${manifest.id}`, key);
  return entry;
}

/** Where the bytes of an object come from: the build's files, or (rollback) the bucket itself. */
type Source = { kind: 'files'; outDir: string } | { kind: 'bucket' };

function massDeleteCheck(run: Run, plan: DeployPlan): void {
  if (plan.deletions.length <= run.config.maxDeletes || run.allowMassDelete) return;
  const first = plan.deletions[0] ?? '';
  throw new DeployError(
    'mass_delete_refused',
    `${plan.deletions.length} objects to delete (${first} first), more than DEPLOY_MAX_DELETES=${run.config.maxDeletes}: refused before writing anything; run again with --allow-mass-delete if that is intended`,
    first,
  );
}

/** Writes a planned deploy, activates it, purges the CDN, then deletes what it no longer serves. */
async function execute(
  run: Run,
  state: DeployState,
  plan: DeployPlan,
  manifest: Manifest,
  source: Source,
  started: number,
): Promise<DeployResult> {
  const { store } = run;
  const groups: GroupTiming[] = [];
  const read = (key: string) =>
    source.kind === 'files'
      ? readFile(path.join(source.outDir, key)).catch((error: Error) => {
          throw new DeployError(
            'read_failed',
            `${key}: could not be read from the build (${error.message})`,
            key,
          );
        })
      : Promise.reject(
          new DeployError('missing_blob', `${key}: its bytes are in no blob of the bucket`, key),
        );

  await store.writeManifest(manifest);
  await store.writeState({ ...state, pending: manifest.id });

  const blobs = [...plan.blobs.keys()];
  const holderOf = (sha: string) => plan.blobs.get(sha) ?? '';
  if (blobs.length && source.kind === 'bucket') {
    const key = holderOf(blobs[0] ?? '');
    throw new DeployError('missing_blob', `${key}: the blob of its bytes is no longer in the bucket`, key);
  }
  groups.push(
    await phase(
      run,
      'blobs',
      blobs,
      (sha) => entryAt(manifest, holderOf(sha)).size,
      async (sha) => {
        const bytes = await read(holderOf(sha));
        await store.put(blobKey(sha), bytes, {
          ContentType: 'application/octet-stream',
          CacheControl: 'no-store',
        });
        return bytes.length;
      },
    ),
  );
  for (const group of deployGroups) {
    groups.push(
      await phase(
        run,
        group,
        plan.writes[group],
        (key) => (entryAt(manifest, key).viaBlob ? 0 : entryAt(manifest, key).size),
        async (key) => {
          const entry = entryAt(manifest, key);
          const headers = { ContentType: entry.contentType, CacheControl: entry.cacheControl };
          if (entry.redirect) {
            await store.put(key, Buffer.alloc(0), { ...headers, WebsiteRedirectLocation: entry.redirect });
            return 0;
          }
          if (entry.viaBlob) {
            await store.copy(key, blobKey(entry.sha256), headers);
            return 0;
          }
          if (source.kind === 'bucket') {
            // A hashed asset of a retained deploy is still in the bucket (kept ≥ 24 h and 3 deploys): its
            // headers are set again in place.
            await store.copy(key, key, headers);
            return 0;
          }
          const bytes = await read(key);
          await store.put(key, bytes, headers);
          return bytes.length;
        },
      ),
    );
  }

  // Live from here: the state names this deploy, and owes the deletions below.
  const now = new Date();
  const history = [
    ...state.history,
    {
      id: manifest.id,
      createdAt: manifest.createdAt,
      activatedAt: now.toISOString(),
      ...(manifest.contentVersion === undefined ? {} : { contentVersion: manifest.contentVersion }),
    },
  ];
  const retained = retainedDeployIds(history, run.config, now);
  const droppedManifests = [
    ...new Set([...state.history.map((r) => r.id), ...(state.pending ? [state.pending] : [])]),
  ].filter((id) => !retained.has(id));
  const owed = owedWith(
    run.config.cdn,
    run.log,
    state.purgeOwed,
    plan.purge,
    `${manifest.id}@${now.toISOString()}`,
    now,
  );
  const live: DeployState = {
    version: 1,
    live: manifest.id,
    history: history.filter((record) => retained.has(record.id)),
    retiring: plan.retiring,
    deleting: plan.deletions,
    ...(owed ? { purgeOwed: owed } : {}),
  };
  await store.writeState(live);

  const settled = await settlePurge(run.config.cdn, live, run.log, run.signal);

  const deleteStarted = performance.now();
  let deleted = 0;
  for (const keys of deletionGroups(plan.deletions)) {
    await store.deleteKeys(keys);
    deleted += keys.length;
    run.onProgress({
      phase: 'delete',
      done: deleted,
      total: plan.deletions.length,
      bytesDone: 0,
      bytesTotal: 0,
    });
  }
  if (droppedManifests.length) await store.deleteKeys(droppedManifests.map(manifestKey));
  if (plan.deletions.length || settled.state !== live)
    await store.writeState({ ...settled.state, deleting: [] });
  if (plan.deletions.length) {
    const ms = Math.round(performance.now() - deleteStarted);
    groups.push({ group: 'delete', objects: deleted, bytes: 0, ms });
    run.log(`delete: ${deleted} objects, ${ms} ms`);
  }
  const uploaded = writeCount(plan);
  return {
    id: manifest.id,
    ...(manifest.contentVersion === undefined ? {} : { contentVersion: manifest.contentVersion }),
    uploaded,
    unchanged: plan.unchanged,
    deleted,
    bytesUploaded: groups.reduce((sum, g) => sum + g.bytes, 0),
    ms: Math.round(performance.now() - started),
    groups,
    ...purgeResult(settled),
  };
}

function purgeResult(settled: SettledPurge): Pick<DeployResult, 'purge' | 'purgeOwed' | 'purgeError'> {
  return {
    purge: settled.purge,
    purgeOwed: settled.owed,
    ...(settled.error === undefined ? {} : { purgeError: settled.error }),
  };
}

async function readHeaderRules(outDir: string) {
  try {
    return parseHeadersFile(await readFile(path.join(outDir, headersFile), 'utf8'));
  } catch (error) {
    throw new DeployError(
      'no_headers',
      `${path.join(outDir, headersFile)}: cannot be read (${(error as Error).message}); every object's Cache-Control comes from it`,
      headersFile,
    );
  }
}

export async function deploySite(req: DeployRequest): Promise<DeployResult> {
  const started = performance.now();
  const run = runOf(req.config, req);
  // A commit a killed build left half-done is completed before the output is read (docs/decisions/0014).
  await rollForward(req.outDir);
  const rules = await readHeaderRules(req.outDir);
  const cache = await openHashCache(req.cacheDir, req.outDir);
  const files = await scanBuild(req.outDir, cache, req.signal);
  await cache.save();
  const next = entriesOf(files, rules);

  const state = await run.store.readState();
  const live = await manifestOf(run.store, state.live, 'live');
  const pending =
    state.pending === state.live ? undefined : await manifestOf(run.store, state.pending, 'unfinished');
  const now = new Date();
  const plan = planDeploy({ next, live, pending, state, rules: req.config, now });
  const liveRecord = state.history.findLast((record) => record.id === state.live);
  const sameVersion = req.contentVersion === undefined || req.contentVersion === liveRecord?.contentVersion;
  if (live && writeCount(plan) === 0 && !plan.deletions.length && !pending && sameVersion) {
    run.log(`nothing changed: ${live.id} stays live`);
    const settled = await settleOwedPurge(run, state);
    return {
      id: live.id,
      ...(liveRecord?.contentVersion === undefined ? {} : { contentVersion: liveRecord.contentVersion }),
      uploaded: 0,
      unchanged: plan.unchanged,
      deleted: 0,
      bytesUploaded: 0,
      ms: Math.round(performance.now() - started),
      groups: [],
      ...purgeResult(settled),
    };
  }
  massDeleteCheck(run, plan);
  const manifest: Manifest = {
    version: 1,
    id: deployId(now, plan.entries),
    createdAt: now.toISOString(),
    ...(req.contentVersion === undefined ? {} : { contentVersion: req.contentVersion }),
    entries: plan.entries,
  };
  return execute(run, state, plan, manifest, { kind: 'files', outDir: req.outDir }, started);
}

/** An earlier run's owed purge, sent again by a run that has nothing to upload; the state records the outcome. */
async function settleOwedPurge(run: Run, state: DeployState): Promise<SettledPurge> {
  const settled = await settlePurge(run.config.cdn, state, run.log, run.signal);
  if (settled.state !== state) await run.store.writeState(settled.state);
  return settled;
}

/**
 * Sends the purge the live deploy still owes, if any (the publish service calls it when a poll finds the
 * space's version live, so a failed purge waits at most one poll interval).
 */
export async function retryOwedPurge(
  config: DeployConfig,
  options: Pick<DeployRequest, 's3' | 'log' | 'signal'> = {},
): Promise<Pick<DeployResult, 'purge' | 'purgeOwed' | 'purgeError'>> {
  const run = runOf(config, options);
  return purgeResult(await settleOwedPurge(run, await run.store.readState()));
}

export async function readLiveDeploy(config: DeployConfig, s3?: S3Client): Promise<LiveDeploy | undefined> {
  const state = await new BucketStore(s3 ?? createS3Client(config), config.bucket, config.prefix).readState();
  const record = state.history.findLast((r) => r.id === state.live);
  return record && { ...record };
}

/** The deploys rollback may choose from, newest activation first. */
export async function listDeploys(
  config: DeployConfig,
  s3?: S3Client,
): Promise<{ live?: string; deploys: LiveDeploy[] }> {
  const state = await new BucketStore(s3 ?? createS3Client(config), config.bucket, config.prefix).readState();
  return { ...(state.live ? { live: state.live } : {}), deploys: [...state.history].reverse() };
}

/**
 * Makes a retained deploy live again with server-side copies only (its blobs and hashed assets are kept in
 * the bucket): by default the one live before the current one.
 */
export async function rollback(
  config: DeployConfig,
  id?: string,
  options: Pick<DeployRequest, 's3' | 'log' | 'onProgress' | 'allowMassDelete' | 'signal'> = {},
): Promise<DeployResult> {
  const started = performance.now();
  const run = runOf(config, options);
  const state = await run.store.readState();
  const target = id ?? state.history.findLast((record) => record.id !== state.live)?.id;
  if (!target)
    throw new DeployError(
      'no_rollback_target',
      'no earlier deploy is retained in the bucket to roll back to',
    );
  if (!state.history.some((record) => record.id === target))
    throw new DeployError(
      'no_rollback_target',
      `${target}: not a retained deploy (retained: ${[...new Set(state.history.map((r) => r.id))].join(', ') || 'none'})`,
    );
  const targetManifest = await manifestOf(run.store, target, 'rollback target');
  if (!targetManifest) throw new DeployError('no_rollback_target', `${target}: no manifest`);
  const live = await manifestOf(run.store, state.live, 'live');
  const pending =
    state.pending === state.live ? undefined : await manifestOf(run.store, state.pending, 'unfinished');
  const plan = planDeploy({
    next: targetManifest.entries,
    live,
    pending,
    state,
    rules: config,
    now: new Date(),
    redirects: false,
  });
  massDeleteCheck(run, plan);
  run.log(`rollback to ${target}`);
  return execute(run, state, plan, targetManifest, { kind: 'bucket' }, started);
}
