/**
 * The diff of a build against the bucket (pure: no I/O): what to write, group by group, what to delete now,
 * what to keep for open tabs and rollback, and which addresses the CDN must forget.
 */
import { isDue, type DeployState, type RetentionRules, type Retiring } from './deploy-state';
import { redirectEntry, isImmutable, type Manifest, type ManifestEntry } from './manifest';
import { deployGroups, groupOf, urlPathOf, type DeployGroup } from './object-rules';

/** Where the bytes of mutable objects are kept, under the prefix: rollback copies them back. */
export const blobFolder = '_deploy/blobs/';
export const blobKey = (sha256: string) => `${blobFolder}${sha256}`;

export interface PlanInput {
  next: Record<string, ManifestEntry>;
  live?: Manifest;
  pending?: Manifest;
  state: DeployState;
  rules: RetentionRules;
  now: Date;
  /** Redirects for moved pages (default); a rollback restores its manifest exactly instead. */
  redirects?: boolean;
}

export interface DeployPlan {
  /** The manifest's entries: the build's, plus redirects of moved pages. */
  entries: Record<string, ManifestEntry>;
  writes: Record<DeployGroup, string[]>;
  unchanged: number;
  /** Blobs to upload before any object is written (sha256 → a site path holding those bytes). */
  blobs: Map<string, string>;
  /** Keys under the prefix to delete once the deploy is live. */
  deletions: string[];
  retiring: Record<string, Retiring>;
  /** Addresses (`/route/`, `/assets/data/…`) whose cached copies the CDN must drop. */
  purge: string[];
}

/** Old addresses of moved pages answer a redirect to the story's new address (kept while it lives). */
function withRedirects(
  next: Record<string, ManifestEntry>,
  live: Manifest | undefined,
): Record<string, ManifestEntry> {
  const entries = { ...next };
  const routeOfStory = new Map<string, string>();
  for (const [key, entry] of Object.entries(next))
    if (entry.group === 'html' && entry.story && !entry.redirect) routeOfStory.set(entry.story, key);
  const pageCacheControl = next['index.html']?.cacheControl ?? 'no-cache';
  for (const [key, old] of Object.entries(live?.entries ?? {})) {
    if (key in next || !old.story || !(old.group === 'html' || old.redirect)) continue;
    const target = routeOfStory.get(old.story);
    if (target && target !== key)
      entries[key] = redirectEntry(urlPathOf(target), old.story, pageCacheControl);
  }
  return entries;
}

function blobsOf(manifest: Manifest | undefined): Map<string, string> {
  const blobs = new Map<string, string>();
  for (const [key, entry] of Object.entries(manifest?.entries ?? {}))
    if (entry.viaBlob && !entry.redirect) blobs.set(entry.sha256, key);
  return blobs;
}

function purgePathOf(key: string): string {
  return key.endsWith('.html') ? urlPathOf(key) : `/${key}`;
}

export function planDeploy(input: PlanInput): DeployPlan {
  const { next, live, state, rules, now } = input;
  const pending = input.pending && input.pending.id !== live?.id ? input.pending : undefined;
  const entries = input.redirects === false ? { ...next } : withRedirects(next, live);
  const liveEntries = live?.entries ?? {};
  const pendingEntries = pending?.entries ?? {};
  const suspect = (key: string) =>
    key in pendingEntries && pendingEntries[key]?.hash !== liveEntries[key]?.hash;

  const writes = Object.fromEntries(deployGroups.map((group) => [group, [] as string[]])) as Record<
    DeployGroup,
    string[]
  >;
  let unchanged = 0;
  const purge = new Set<string>();
  for (const [key, entry] of Object.entries(entries)) {
    if (liveEntries[key]?.hash === entry.hash && !suspect(key)) {
      unchanged += 1;
      continue;
    }
    writes[entry.group].push(key);
    if (!isImmutable(entry)) purge.add(purgePathOf(key));
  }
  for (const group of deployGroups) writes[group].sort();

  const deletions = new Set<string>(state.deleting.filter((key) => !(key in entries)));
  const retiring: Record<string, Retiring> = {};
  const since = now.toISOString();
  // Objects that stay referenced lose their retirement; the others count this deploy.
  const nextBlobs = blobsOf({ version: 1, id: '', createdAt: '', entries });
  const stillUsed = (key: string) =>
    key in entries || (key.startsWith(blobFolder) && nextBlobs.has(key.slice(blobFolder.length)));
  for (const [key, record] of Object.entries(state.retiring))
    if (!stillUsed(key)) retiring[key] = { since: record.since, deploysSince: record.deploysSince + 1 };

  for (const [key, old] of Object.entries(liveEntries)) {
    if (key in entries) continue;
    if (old.group === 'assets') retiring[key] ??= { since, deploysSince: 0 };
    else deletions.add(key);
    if (!isImmutable(old)) purge.add(purgePathOf(key));
  }
  // Written by a deploy that never went live and not needed now: no deploy ever referenced them.
  for (const key of Object.keys(pendingEntries))
    if (!(key in entries) && !(key in liveEntries) && !(key in retiring)) deletions.add(key);

  const liveBlobs = blobsOf(live);
  for (const sha of liveBlobs.keys())
    if (!nextBlobs.has(sha)) retiring[blobKey(sha)] ??= { since, deploysSince: 0 };
  for (const sha of blobsOf(pending).keys())
    if (!nextBlobs.has(sha) && !liveBlobs.has(sha) && !(blobKey(sha) in retiring))
      deletions.add(blobKey(sha));
  const blobs = new Map<string, string>();
  for (const [sha, key] of nextBlobs)
    if (!liveBlobs.has(sha) && !(blobKey(sha) in state.retiring)) blobs.set(sha, key);

  const kept: Record<string, Retiring> = {};
  for (const [key, record] of Object.entries(retiring))
    if (isDue(record, rules, now)) deletions.add(key);
    else kept[key] = record;
  return {
    entries,
    writes,
    unchanged,
    blobs,
    deletions: deletionOrder([...deletions]),
    retiring: kept,
    purge: [...purge].sort(),
  };
}

/**
 * Deletions in the reverse of the upload order (redirect rules and pages before the data and assets they
 * name, blobs last), so no page is ever served after what it references is gone. `deleteKeys` sends
 * each group on its own.
 */
export function deletionOrder(keys: readonly string[]): string[] {
  const rank = (key: string) =>
    key.startsWith(blobFolder)
      ? deployGroups.length
      : deployGroups.length - 1 - deployGroups.indexOf(groupOf(key));
  return [...keys].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function deletionGroups(keys: readonly string[]): string[][] {
  const groups: string[][] = [];
  let current = '';
  for (const key of deletionOrder(keys)) {
    const group = key.startsWith(blobFolder) ? 'blobs' : groupOf(key);
    if (group !== current) groups.push([]);
    current = group;
    groups[groups.length - 1]?.push(key);
  }
  return groups;
}

export function writeCount(plan: DeployPlan): number {
  return deployGroups.reduce((sum, group) => sum + plan.writes[group].length, 0);
}
