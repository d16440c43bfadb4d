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
  error?: string | undefined;
  note?: string | undefined;
}

export const keptRecords = 50;

export class PublishStatus {
  private records: PublishRecord[] = [];

  constructor(private readonly onChange: (records: readonly PublishRecord[]) => void = () => {}) {}

  /** Most recent first. */
  list(): readonly PublishRecord[] {
    return this.records;
  }

  add(record: PublishRecord): PublishRecord {
    this.records.unshift(record);
    this.records.length = Math.min(this.records.length, keptRecords);
    this.onChange(this.records);
    return record;
  }

  update(record: PublishRecord, change: Partial<PublishRecord>): void {
    Object.assign(record, change);
    this.onChange(this.records);
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
  if (record.note) parts.push(record.note);
  if (record.error) parts.push(`error: ${record.error}`);
  return parts.join(' · ');
}
