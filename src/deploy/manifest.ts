/**
 * The manifest of a deploy: every object the bucket serves for it, with the hash of its bytes and the
 * headers stored on it. Deploys are compared by these hashes, never by ETags or modification times
 * (docs/decisions/0012); it is kept in the bucket under `_deploy/manifests/`.
 */
import { createHash } from 'node:crypto';
import { headersForPath, type HeaderRule } from '../config/security-headers';
import { contentTypeFor } from './content-types';
import { DeployError } from './deploy-error';
import { groupOf, pageDataPathOfHtml, urlPathOf, type DeployGroup } from './object-rules';
import type { BuildFile } from './scan-build';

export interface ManifestEntry {
  group: DeployGroup;
  /** SHA-256 of the bytes stored ('' for a redirect, which stores none). */
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
  /**
   * Stored by a server-side copy of `_deploy/blobs/{sha256}`, so a rollback can put these bytes back with a
   * copy: every object whose name does not change with its content. Hashed assets are written directly.
   */
  viaBlob: boolean;
  /** `x-amz-website-redirect-location`: an old address of a moved page. */
  redirect?: string;
  /** The story a page (its HTML and its data) shows: moved pages are found by it. */
  story?: string;
  /** What deploys compare: the bytes and every header stored on the object. */
  hash: string;
}

export interface Manifest {
  version: 1;
  id: string;
  createdAt: string;
  contentVersion?: number;
  /** Keyed by site path (`banca-personas/index.html`); the bucket key is the prefix plus this. */
  entries: Record<string, ManifestEntry>;
}

export function entryHash(
  entry: Omit<ManifestEntry, 'hash' | 'story' | 'group' | 'viaBlob' | 'size'>,
): string {
  return createHash('sha256')
    .update(JSON.stringify([entry.sha256, entry.contentType, entry.cacheControl, entry.redirect ?? '']))
    .digest('hex');
}

const immutableDirective = /(^|,)\s*immutable\s*(,|$)/i;

export function isImmutable(entry: Pick<ManifestEntry, 'cacheControl'>): boolean {
  return immutableDirective.test(entry.cacheControl);
}

/** The path `_headers` rules are matched against: the address a visitor asks for. */
function headersPathOf(sitePath: string): string {
  return sitePath.endsWith('.html') ? urlPathOf(sitePath) : `/${sitePath}`;
}

export function entryFor(file: BuildFile, rules: readonly HeaderRule[]): ManifestEntry {
  const contentType = contentTypeFor(file.sitePath);
  if (!contentType)
    throw new DeployError(
      'unknown_content_type',
      `${file.sitePath}: no Content-Type for this extension (src/deploy/content-types.ts)`,
      file.sitePath,
    );
  const cacheControl = headersForPath(rules, headersPathOf(file.sitePath)).get('cache-control');
  if (!cacheControl)
    throw new DeployError(
      'no_cache_control',
      `${file.sitePath}: _headers gives it no Cache-Control`,
      file.sitePath,
    );
  const partial = { sha256: file.sha256, contentType, cacheControl };
  return {
    group: groupOf(file.sitePath),
    size: file.size,
    ...partial,
    viaBlob: !immutableDirective.test(cacheControl),
    ...(file.story ? { story: file.story } : {}),
    hash: entryHash(partial),
  };
}

/** The entries of a build: every file, and each page's HTML marked with its data's story. */
export function entriesOf(
  files: readonly BuildFile[],
  rules: readonly HeaderRule[],
): Record<string, ManifestEntry> {
  const entries: Record<string, ManifestEntry> = {};
  const storyByData = new Map(files.filter((f) => f.story).map((f) => [f.sitePath, f.story as string]));
  for (const file of files) {
    const entry = entryFor(file, rules);
    const dataPath = entry.group === 'html' ? pageDataPathOfHtml(file.sitePath) : undefined;
    const story = dataPath ? storyByData.get(dataPath) : undefined;
    entries[file.sitePath] = story ? { ...entry, story } : entry;
  }
  return entries;
}

export function redirectEntry(to: string, story: string | undefined, cacheControl: string): ManifestEntry {
  const partial = { sha256: '', contentType: 'text/html; charset=utf-8', cacheControl, redirect: to };
  return {
    group: 'rules',
    size: 0,
    viaBlob: false,
    ...partial,
    ...(story ? { story } : {}),
    hash: entryHash(partial),
  };
}

/** A deploy's id: when it was made and what it holds, sortable and readable (`20261128T001502Z-3f9a1c2b`). */
export function deployId(createdAt: Date, entries: Record<string, ManifestEntry>): string {
  const stamp = createdAt.toISOString().replace(/[-:]|\.\d+/g, '');
  const digest = createHash('sha256');
  for (const key of Object.keys(entries).sort()) digest.update(`${key}\0${entries[key]?.hash}\n`);
  return `${stamp}-${digest.digest('hex').slice(0, 8)}`;
}
