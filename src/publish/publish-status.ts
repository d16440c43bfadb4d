/**
 * The last publishes, for GET /status and the log: each with its id, the events it serves, the content version,
 * its state (received → building → uploading → live / failed; `skipped` when the version was already live) and
 * the time of each phase.
 */
export type PublishState = 'received' | 'building' | 'uploading' | 'live' | 'skipped' | 'failed';

export interface PublishRecord {
  id: string;
  /** What asked for it: the events (`story published (…)`), `start` or `poll`. */
  events: string[];
  eventIds: string[];
  version?: number | undefined;
  state: PublishState;
  attempts: number;
  receivedAt: string;
  /** Milliseconds per phase: `wait` (received → first build start), `build`, `upload`, `total`. */
  timings: { wait?: number; build?: number; upload?: number; total?: number };
  uploaded?: number | undefined;
  unchanged?: number | undefined;
  deleted?: number | undefined;
  deployId?: string | undefined;
  /** Paths the CDN purge still owes after this publish (it failed; the next deploy or poll sends them). */
  purgeOwed?: number | undefined;
  purgeError?: string | undefined;
  error?: string | undefined;
  note?: string | undefined;
  /** How the build read the space: the stories re-read, or the full listing and why (content/storyblok-incremental.ts). */
  listing?: string | undefined;
}

/** A CDN purge the live deploy still owes (src/deploy/deploy-state.ts `purgeOwed`). */
export interface OwedPurge {
  paths: number;
  error?: string | undefined;
}

/** What GET /status answers. */
export interface StatusSnapshot {
  /** Most recent first. */
  publishes: readonly PublishRecord[];
  /** Present while the CDN purge of the live deploy is owed. */
  purgeOwed?: OwedPurge;
}

export const keptRecords = 50;

export class PublishStatus {
  private records: PublishRecord[];
  private owed: OwedPurge | undefined;

  /** `history`: publishes of earlier runs of the service (the journal's), most recent first. */
  constructor(
    private readonly onChange: (snapshot: StatusSnapshot) => void = () => {},
    history: readonly PublishRecord[] = [],
  ) {
    this.records = history.slice(0, keptRecords);
  }

  /** Most recent first. */
  list(): readonly PublishRecord[] {
    return this.records;
  }

  snapshot(): StatusSnapshot {
    return { publishes: this.records, ...(this.owed ? { purgeOwed: this.owed } : {}) };
  }

  add(record: PublishRecord): PublishRecord {
    this.records.unshift(record);
    this.records.length = Math.min(this.records.length, keptRecords);
    this.onChange(this.snapshot());
    return record;
  }

  update(record: PublishRecord, change: Partial<PublishRecord>): void {
    Object.assign(record, change);
    this.onChange(this.snapshot());
  }

  /** undefined: nothing owed. */
  setPurgeOwed(owed: OwedPurge | undefined): void {
    this.owed = owed && owed.paths > 0 ? owed : undefined;
    this.onChange(this.snapshot());
  }

  purgeOwed(): OwedPurge | undefined {
    return this.owed;
  }
}

/** The one log line of a finished publish: the same facts as its /status entry. */
export function publishLogLine(record: PublishRecord): string {
  const t = record.timings;
  const parts = [
    `publish ${record.id}`,
    record.state,
    `version ${record.version ?? '?'}`,
    `events: ${record.events.join(', ') || '-'}`,
    `wait ${t.wait ?? '-'} ms, build ${t.build ?? '-'} ms, upload ${t.upload ?? '-'} ms, total ${t.total ?? '-'} ms`,
    `uploaded ${record.uploaded ?? 0}, unchanged ${record.unchanged ?? 0}, deleted ${record.deleted ?? 0}`,
    `attempts ${record.attempts}`,
  ];
  if (record.purgeError)
    parts.push(`CDN purge FAILED, ${record.purgeOwed ?? 0} paths owed: ${record.purgeError}`);
  if (record.listing) parts.push(record.listing);
  if (record.note) parts.push(record.note);
  if (record.error) parts.push(`error: ${record.error}`);
  return parts.join(' · ');
}
