/**
 * The CDN purge a live deploy owes (`purgeOwed` in the bucket's state, docs/decisions/0012 step 5): written
 * with the activation, before the purge is sent, and cleared once the CDN took it, so a failed or killed
 * purge is sent by the next run instead of being lost.
 */
import { errorMessage } from '../common/errors';
import { purgeCdn, type CdnPurge } from './cdn/purge';
import type { CdnConfig } from './deploy-config';
import type { DeployState, PurgeOwed } from './deploy-state';

const noPurge: CdnPurge = { purged: [], everything: false, note: '' };

export interface SettledPurge {
  state: DeployState;
  purge: CdnPurge;
  owed: string[];
  error?: string;
}

/**
 * Sends the purge the state owes. Done: the state no longer owes it. Failed: it stays owed with its error,
 * the deploy still succeeds (the bucket serves the new bytes; only the CDN's copies are stale) and says so.
 */
export async function settlePurge(
  cdn: CdnConfig,
  state: DeployState,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<SettledPurge> {
  const owed = state.purgeOwed;
  if (!owed) return { state, purge: noPurge, owed: [] };
  const rest: DeployState = { ...state };
  delete rest.purgeOwed;
  if (cdn.kind === 'none') {
    log(`purge: ${owed.paths.length} owed paths dropped (DEPLOY_CDN=none)`);
    return { state: rest, purge: noPurge, owed: [] };
  }
  try {
    const purge = await purgeCdn(cdn, owed.paths, owed.reference, signal);
    if (purge.note) log(`purge: ${purge.note}`);
    return { state: rest, purge, owed: [] };
  } catch (error) {
    signal?.throwIfAborted();
    const message = errorMessage(error);
    log(`purge failed, ${owed.paths.length} paths owed to the next deploy: ${message}`);
    return {
      state: { ...state, purgeOwed: { ...owed, error: message } },
      purge: noPurge,
      owed: owed.paths,
      error: message,
    };
  }
}

/** The paths the new live deploy owes the CDN: its own changes and any earlier purge not yet done. */
export function owedWith(
  cdn: CdnConfig,
  log: (line: string) => void,
  earlier: PurgeOwed | undefined,
  paths: readonly string[],
  reference: string,
  now: Date,
): PurgeOwed | undefined {
  if (cdn.kind === 'none') {
    if (earlier) log(`purge: ${earlier.paths.length} owed paths dropped (DEPLOY_CDN=none)`);
    return undefined;
  }
  const all = [...new Set([...(earlier?.paths ?? []), ...paths])].sort();
  if (!all.length) return undefined;
  return { paths: all, reference, since: earlier?.since ?? now.toISOString() };
}
