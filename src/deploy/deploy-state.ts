/**
 * What the bucket knows about its deploys, in one object (`_deploy/state.json`): which deploy is live, which
 * one was being written when its process stopped, the history rollback chooses from, the objects kept for
 * open tabs and rollback (`retiring`), and deletions an activated deploy still owes.
 */
export interface DeployRecord {
  id: string;
  createdAt: string;
  activatedAt: string;
  contentVersion?: number;
}

export interface Retiring {
  /** When the live deploy stopped referencing the object. */
  since: string;
  /** Deploys activated since then. */
  deploysSince: number;
}

/** A CDN purge the live deploy still owes: written before it is sent, so a failure or a kill loses nothing. */
export interface PurgeOwed {
  /** Site paths (`/route/`, `/assets/data/…`) whose cached copies the CDN must drop. */
  paths: string[];
  /**
   * The purge's name for the CDN (CloudFront's CallerReference): the deploy and when it went live, since a
   * rollback makes an earlier deploy id live again with other paths.
   */
  reference: string;
  /** When the oldest of these paths became owed. */
  since: string;
  /** Why the last attempt failed; absent until one did. */
  error?: string;
}

export interface DeployState {
  version: 1;
  live?: string;
  /** A deploy that began writing and was not activated: the objects it may have written are suspect. */
  pending?: string;
  /** Activations, oldest first; a rollback appends the deploy it restores. */
  history: DeployRecord[];
  /** Hashed assets and blobs no longer live, by key under the prefix, kept while a retained deploy may need them. */
  retiring: Record<string, Retiring>;
  /** Keys under the prefix the live deploy no longer serves, not yet deleted (a run stopped before it did). */
  deleting: string[];
  /** The CDN purge not yet done; the next deploy (or `npm run deploy` with nothing to upload) sends it. */
  purgeOwed?: PurgeOwed;
}

export const emptyState: DeployState = { version: 1, history: [], retiring: {}, deleting: [] };

export interface RetentionRules {
  retainDeploys: number;
  retainMs: number;
}

/**
 * The deploys kept for rollback after `history`: the last `retainDeploys` activations, and every deploy that
 * was live less than `retainMs` ago (the live one is always among them).
 */
export function retainedDeployIds(
  history: readonly DeployRecord[],
  rules: RetentionRules,
  now: Date,
): Set<string> {
  const retained = new Set<string>();
  history.slice(-rules.retainDeploys).forEach((record) => retained.add(record.id));
  history.forEach((record, index) => {
    const next = history[index + 1];
    const supersededAt = next ? Date.parse(next.activatedAt) : Infinity;
    if (now.getTime() - supersededAt < rules.retainMs) retained.add(record.id);
  });
  return retained;
}

/** An object no live deploy references may go once it is old enough and enough deploys have passed. */
export function isDue(retiring: Retiring, rules: RetentionRules, now: Date): boolean {
  return (
    now.getTime() - Date.parse(retiring.since) >= rules.retainMs &&
    retiring.deploysSince >= rules.retainDeploys - 1
  );
}
