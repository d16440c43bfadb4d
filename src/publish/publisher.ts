/**
 * One publish: read the space's version, and unless the bucket already serves it (or a newer one), build the
 * site with that one version and deploy it. A failed attempt (content service down, bucket errors, a content
 * error in strict mode) leaves the last deploy serving and is tried again after a doubling wait, a bounded
 * number of times; then it is reported failed, its events are finished in the journal, and the queue moves on
 * (the next event or poll tries again, since the space's version is still ahead of the bucket's).
 */
import { randomUUID } from 'node:crypto';
import { errorMessage } from '../common/errors';
import type { FinishState, JournalFinish } from './journal';
import { publishLogLine, type OwedPurge, type PublishRecord, type PublishStatus } from './publish-status';

export interface DeployOutcome {
  id: string;
  uploaded: number;
  unchanged: number;
  deleted: number;
  /** Paths the CDN purge still owes (it failed): the deploy is live, the CDN may serve stale copies. */
  purgeOwed?: number;
  purgeError?: string | undefined;
}

export interface PublisherDeps {
  /** The space's current version (`/cdn/spaces/me`). */
  readVersion(): Promise<number>;
  /** The content version the bucket's live deploy was built from; undefined when none or unknown. */
  liveVersion(): Promise<number | undefined>;
  /** Builds the site with every request at cache version `cv`. */
  build(cv: number): Promise<void>;
  /** How the last build read the space (`listing: 2 stories re-read of 10,093 (…)`); none when it did not. */
  listingReport?(): string | undefined;
  deploy(cv: number): Promise<DeployOutcome>;
  /** Sends the CDN purge the live deploy still owes, if any; resolves to what is still owed after. */
  retryOwedPurge?(): Promise<OwedPurge | undefined>;
  finish(finish: Omit<JournalFinish, 't' | 'at'>): Promise<void>;
  /** Records durably that a publish entered a phase (building, uploading): a kill in it stays in the history. */
  progress?(publish: PublishRecord): Promise<void>;
  status: PublishStatus;
  attempts: number;
  retryBaseMs: number;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Reasons that are not events: a run for them that finds nothing to do leaves no /status entry. */
export const quietReasons = new Set(['poll', 'start']);

class Superseded extends Error {}

export class Publisher {
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  /** Until the bucket's state was read once, an earlier run of the service may have left a purge owed. */
  private owedPurgeUnknown = true;

  constructor(private readonly deps: PublisherDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = deps.now ?? (() => Date.now());
  }

  /** Runs one publish for these events (PublishQueue calls it, one at a time). */
  async run(
    eventIds: string[],
    reasons: string[],
    receivedAt = this.now(),
  ): Promise<PublishRecord | undefined> {
    const { deps } = this;
    const quiet = eventIds.length === 0 && reasons.every((reason) => quietReasons.has(reason));
    let record: PublishRecord | undefined;
    const ensureRecord = (): PublishRecord =>
      (record ??= deps.status.add({
        id: randomUUID().slice(0, 8),
        events: reasons,
        eventIds,
        state: 'received',
        attempts: 0,
        receivedAt: new Date(receivedAt).toISOString(),
        timings: {},
      }));
    if (!quiet) ensureRecord();

    for (let attempt = 1; attempt <= deps.attempts; attempt++) {
      try {
        const version = await deps.readVersion();
        const live = await deps.liveVersion();
        if (live !== undefined && live >= version) {
          await this.retryOwedPurge();
          if (record)
            this.end(record, 'skipped', { version, note: `version ${live} is already live` }, receivedAt);
          return record;
        }
        const current = ensureRecord();
        const buildStart = this.now();
        deps.status.update(current, {
          state: 'building',
          version,
          attempts: attempt,
          timings: { ...current.timings, wait: current.timings.wait ?? buildStart - receivedAt },
        });
        await this.recordProgress(current);
        await deps.build(version);
        const uploadStart = this.now();
        deps.status.update(current, {
          state: 'uploading',
          listing: deps.listingReport?.(),
          timings: { ...current.timings, build: uploadStart - buildStart },
        });
        await this.recordProgress(current);
        // Checked again just before writing: another writer may have put a newer version live meanwhile.
        const liveNow = await deps.liveVersion();
        if (liveNow !== undefined && liveNow > version)
          throw new Superseded(`version ${liveNow} is live, newer than ${version}`);
        const deployed = await deps.deploy(version);
        this.owedPurgeUnknown = false;
        deps.status.setPurgeOwed(
          deployed.purgeOwed ? { paths: deployed.purgeOwed, error: deployed.purgeError } : undefined,
        );
        this.end(
          current,
          'live',
          {
            uploaded: deployed.uploaded,
            unchanged: deployed.unchanged,
            deleted: deployed.deleted,
            deployId: deployed.id,
            purgeOwed: deployed.purgeOwed || undefined,
            purgeError: deployed.purgeError,
            timings: { ...current.timings, upload: this.now() - uploadStart },
          },
          receivedAt,
        );
        return current;
      } catch (error) {
        if (error instanceof Superseded) {
          this.end(ensureRecord(), 'skipped', { note: error.message }, receivedAt);
          return record;
        }
        const current = ensureRecord();
        const message = errorMessage(error);
        deps.status.update(current, { attempts: attempt, error: message });
        if (attempt === deps.attempts) {
          this.end(current, 'failed', {}, receivedAt);
          return current;
        }
        const wait = deps.retryBaseMs * 2 ** (attempt - 1);
        deps.log(
          `publish ${current.id}: attempt ${attempt} of ${deps.attempts} failed, again in ${wait} ms: ${message}`,
        );
        await this.sleep(wait);
      }
    }
    return record;
  }

  /** A journal that cannot take the line costs the history its entry if the service is killed, not the publish. */
  private async recordProgress(record: PublishRecord): Promise<void> {
    await this.deps
      .progress?.(structuredClone(record))
      .catch((error: unknown) =>
        this.deps.log(
          `publish ${record.id}: the journal could not record its progress: ${errorMessage(error)}`,
        ),
      );
  }

  /**
   * A run that finds its version live sends a CDN purge still owed (a failed one): so it waits at most one
   * poll interval. Asked of the bucket only when one is known owed, or not yet known (the service's start).
   */
  private async retryOwedPurge(): Promise<void> {
    const { deps } = this;
    if (!deps.retryOwedPurge || (!this.owedPurgeUnknown && !deps.status.purgeOwed())) return;
    try {
      const owed = await deps.retryOwedPurge();
      this.owedPurgeUnknown = false;
      deps.status.setPurgeOwed(owed);
      if (owed) deps.log(`publish: the CDN purge of ${owed.paths} paths is still owed: ${owed.error ?? '?'}`);
    } catch (error) {
      deps.log(`publish: the owed CDN purge could not be sent: ${errorMessage(error)}`);
    }
  }

  private end(
    record: PublishRecord,
    state: 'live' | 'skipped' | 'failed',
    change: Partial<PublishRecord>,
    receivedAt: number,
  ): void {
    const { deps } = this;
    const timings = { ...record.timings, ...change.timings, total: this.now() - receivedAt };
    deps.status.update(record, {
      ...change,
      state,
      timings,
      ...(state === 'failed' ? {} : { error: undefined }),
    });
    deps.log(publishLogLine(record));
    const journalState: FinishState = state === 'skipped' ? 'live' : state;
    deps
      .finish({
        ids: record.eventIds,
        state: journalState,
        version: record.version,
        note: record.note,
        publish: structuredClone(record),
      })
      .catch((error: unknown) =>
        deps.log(`publish ${record.id}: the journal could not record its end: ${errorMessage(error)}`),
      );
  }
}
