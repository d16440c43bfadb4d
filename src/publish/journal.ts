/**
 * The intake's journal: one JSON line per received webhook, appended and fsynced before the 202, and one line
 * per finished publish naming the events it finished, with the publish's /status entry. On start the journal
 * is read back: events without a finish line are the publishes a killed service still owes, and the last
 * publishes are /status's history, so an operator sees what happened before a restart. A publish also writes a
 * progress line when it starts building and uploading: one the service was killed in has no finish line, and is
 * kept in the history as failed, "interrupted while building", so /status does not lose it (its events are
 * unfinished and published again after the restart). A torn last line (the
 * process died mid-write, so no 202 was sent for it) is dropped. The file is rewritten then, keeping the
 * unfinished events, the recent finished ones and the last publishes, so it never grows without bound.
 *
 * Two threads append (the intake thread its events, the publisher its finish lines), each line in one write()
 * on a file opened with O_APPEND: on a local file system such writes never interleave.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { keptRecords, type PublishRecord } from './publish-status';

export type FinishState = 'live' | 'failed' | 'ignored';

export interface JournalEvent {
  t: 'event';
  id: string;
  /** Milliseconds since the epoch, when the webhook was received. */
  at: number;
  /** The verified body, as text (Storyblok's payload is small and JSON). */
  body: string;
}

export interface JournalFinish {
  t: 'finish';
  ids: string[];
  at: number;
  state: FinishState;
  /** The content version the publish ended with, when there was one. */
  version?: number | undefined;
  note?: string | undefined;
  /** The publish's /status entry as it ended (a publish for no event, as at start, has `ids: []`). */
  publish?: PublishRecord | undefined;
}

/** A publish's /status entry as it entered a phase (building, uploading); its finish line supersedes it. */
export interface JournalProgress {
  t: 'progress';
  at: number;
  publish: PublishRecord;
}

export type JournalLine = JournalEvent | JournalFinish | JournalProgress;

export interface RecoveredJournal {
  /** Received events never finished, oldest first. */
  unfinished: JournalEvent[];
  /** Finished events with their finish line, most recent last (kept for /status). */
  finished: Array<{ event: JournalEvent; finish: JournalFinish }>;
  /** The ended publishes, oldest first: /status's history after a restart (interrupted ones as failed). */
  publishes: PublishRecord[];
  /** Lines that could not be read (a torn last line, or damage), named for the log. */
  dropped: string[];
}

export const journalFileName = 'journal.jsonl';
/** Finished events kept when the journal is rewritten on start. */
export const keptFinished = 50;

function isPublishRecord(value: unknown): value is PublishRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof PublishRecord, unknown>>;
  return (
    typeof record.id === 'string' &&
    typeof record.state === 'string' &&
    Array.isArray(record.events) &&
    typeof record.receivedAt === 'string' &&
    typeof record.timings === 'object' &&
    record.timings !== null
  );
}

function isLine(value: unknown): value is JournalLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as { t?: unknown; id?: unknown; body?: unknown; ids?: unknown; state?: unknown };
  if (line.t === 'event') return typeof line.id === 'string' && typeof line.body === 'string';
  if (line.t === 'finish') return Array.isArray(line.ids) && typeof line.state === 'string';
  if (line.t === 'progress') return isPublishRecord((value as { publish?: unknown }).publish);
  return false;
}

/** A publish that began a phase and never ended: the service stopped (was killed) in it. */
function interrupted(progress: JournalProgress): PublishRecord {
  const { publish } = progress;
  return {
    ...publish,
    state: 'failed',
    timings: { ...publish.timings, total: progress.at - Date.parse(publish.receivedAt) },
    error: `interrupted while ${publish.state}: the service stopped; its events are published again after the restart`,
  };
}

/** Reads a journal's text: every complete, valid line; the others named in `dropped`. */
export function readJournalText(text: string, file = journalFileName): RecoveredJournal {
  const events = new Map<string, JournalEvent>();
  const finishes = new Map<string, JournalFinish>();
  const dropped: string[] = [];
  // Ended and interrupted publishes by id, in the order they were first written.
  const publishes = new Map<string, PublishRecord>();
  const lines = text.split('\n');
  // Everything after the last newline was never completed: its write was cut.
  const torn = lines.pop() ?? '';
  if (torn !== '')
    dropped.push(`${file} line ${lines.length + 1}: torn last line (${torn.length} bytes) dropped`);
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!isLine(parsed)) {
      dropped.push(`${file} line ${index + 1}: not a journal line, skipped`);
      return;
    }
    if (parsed.t === 'event') {
      events.set(parsed.id, parsed);
      return;
    }
    if (parsed.t === 'progress') {
      publishes.set(parsed.publish.id, interrupted(parsed));
      return;
    }
    for (const id of parsed.ids) finishes.set(id, parsed);
    if (parsed.publish === undefined) return;
    if (isPublishRecord(parsed.publish)) publishes.set(parsed.publish.id, parsed.publish);
    else
      dropped.push(`${file} line ${index + 1}: its publish is not a /status entry, left out of the history`);
  });
  const unfinished: JournalEvent[] = [];
  const finished: RecoveredJournal['finished'] = [];
  for (const event of events.values()) {
    const finish = finishes.get(event.id);
    if (finish) finished.push({ event, finish });
    else unfinished.push(event);
  }
  return { unfinished, finished, publishes: [...publishes.values()], dropped };
}

function endOf(publish: PublishRecord): number {
  return Date.parse(publish.receivedAt) + (publish.timings.total ?? 0);
}

function finishStateOf(publish: PublishRecord): FinishState {
  return publish.state === 'failed' ? 'failed' : 'live';
}

function lineOf(line: JournalLine): string {
  return `${JSON.stringify(line)}\n`;
}

export class Journal {
  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
  ) {}

  /**
   * Reads the journal in `dir` (created if missing), rewrites it with what is still worth keeping (to a
   * temporary file, fsynced, renamed over, the folder fsynced) and opens it for appending.
   */
  static async recover(dir: string): Promise<{ journal: Journal; recovered: RecoveredJournal }> {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, journalFileName);
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const recovered = readJournalText(text, file);
    const kept: JournalLine[] = [];
    for (const { event, finish } of recovered.finished.slice(-keptFinished)) {
      const eventFinish: JournalFinish = { ...finish, ids: [event.id] };
      // The publish is kept once, below, not with each of its events.
      delete eventFinish.publish;
      kept.push(event, eventFinish);
    }
    for (const publish of recovered.publishes.slice(-keptRecords))
      kept.push({ t: 'finish', ids: [], at: endOf(publish), state: finishStateOf(publish), publish });
    kept.push(...recovered.unfinished);
    const temporary = `${file}.${process.pid}.tmp`;
    const out = await open(temporary, 'w');
    try {
      await out.writeFile(kept.map(lineOf).join(''));
      await out.sync();
    } finally {
      await out.close();
    }
    await rename(temporary, file);
    const folder = await open(dir, 'r');
    await folder.sync().finally(() => folder.close());
    return { journal: await Journal.openForAppend(dir), recovered };
  }

  /** Opens the journal in `dir` for appending, without reading it (the intake thread's copy). */
  static async openForAppend(dir: string): Promise<Journal> {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, journalFileName);
    return new Journal(file, await open(file, 'a'));
  }

  private async append(line: JournalLine): Promise<void> {
    await this.handle.write(lineOf(line));
    await this.handle.datasync();
  }

  /** Records a received webhook durably; resolves once the line is on disk. */
  async recordEvent(body: Buffer, at = Date.now()): Promise<JournalEvent> {
    const event: JournalEvent = { t: 'event', id: randomUUID(), at, body: body.toString('utf8') };
    await this.append(event);
    return event;
  }

  async recordFinish(finish: Omit<JournalFinish, 't' | 'at'>, at = Date.now()): Promise<void> {
    if (finish.ids.length === 0 && finish.publish === undefined) return;
    await this.append({ t: 'finish', at, ...finish });
  }

  /** Records that a publish entered a phase, so a kill in it is seen after the restart. */
  async recordProgress(publish: PublishRecord, at = Date.now()): Promise<void> {
    await this.append({ t: 'progress', at, publish });
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
