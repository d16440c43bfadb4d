import { appendFile, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Journal, journalFileName, keptFinished, readJournalText } from './journal';
import { keptRecords, type PublishRecord } from './publish-status';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'journal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const body = (n: number) => Buffer.from(JSON.stringify({ action: 'published', story_id: n }));

describe('Journal', () => {
  it('appends one line per event and fsyncs it before resolving', async () => {
    const { journal } = await Journal.recover(dir);
    // FileHandle is not exported: its prototype is reached through a handle.
    const probe = await open(path.join(dir, 'probe'), 'w');
    const sync = vi.spyOn(Object.getPrototypeOf(probe) as { datasync(): Promise<void> }, 'datasync');
    await probe.close();
    const event = await journal.recordEvent(body(1));
    expect(sync).toHaveBeenCalled();
    sync.mockRestore();
    const text = await readFile(path.join(dir, journalFileName), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text.trim())).toEqual(event);
    await journal.close();
  });

  it('recovers the events never finished, across a restart, and keeps finished ones for /status', async () => {
    const first = await Journal.recover(dir);
    const a = await first.journal.recordEvent(body(1));
    const b = await first.journal.recordEvent(body(2));
    const c = await first.journal.recordEvent(body(3));
    await first.journal.recordFinish({ ids: [a.id, c.id], state: 'live', version: 5 });
    await first.journal.close();

    const second = await Journal.recover(dir);
    expect(second.recovered.unfinished.map((e) => e.id)).toEqual([b.id]);
    expect(second.recovered.finished.map((f) => [f.event.id, f.finish.state])).toEqual([
      [a.id, 'live'],
      [c.id, 'live'],
    ]);
    expect(second.recovered.dropped).toEqual([]);
    // The rewritten journal reads the same.
    await second.journal.close();
    const third = await Journal.recover(dir);
    expect(third.recovered.unfinished.map((e) => e.id)).toEqual([b.id]);
    await third.journal.close();
  });

  it('drops a torn last line (no 202 was sent for it) and names it; the lines before it stand', async () => {
    const { journal } = await Journal.recover(dir);
    const kept = await journal.recordEvent(body(1));
    await journal.close();
    await appendFile(path.join(dir, journalFileName), '{"t":"event","id":"half","at":1,"bo');
    const again = await Journal.recover(dir);
    expect(again.recovered.unfinished.map((e) => e.id)).toEqual([kept.id]);
    expect(again.recovered.dropped).toEqual([expect.stringContaining('line 2: torn last line')]);
    const text = await readFile(path.join(dir, journalFileName), 'utf8');
    expect(text).not.toContain('half');
    await again.journal.close();
  });

  it('skips a damaged line in the middle by number, and reads the rest', () => {
    const good = JSON.stringify({ t: 'event', id: 'e1', at: 1, body: '{}' });
    const read = readJournalText(`${good}\nnot json\n{"t":"finish"}\n`, 'j');
    expect(read.unfinished.map((e) => e.id)).toEqual(['e1']);
    expect(read.dropped).toEqual([
      'j line 2: not a journal line, skipped',
      'j line 3: not a journal line, skipped',
    ]);
  });

  it(`keeps at most ${keptFinished} finished events when it rewrites, and every unfinished one`, async () => {
    const lines: string[] = [];
    for (let i = 0; i < keptFinished + 20; i++) {
      lines.push(JSON.stringify({ t: 'event', id: `f${i}`, at: i, body: '{}' }));
      lines.push(JSON.stringify({ t: 'finish', ids: [`f${i}`], at: i, state: 'live' }));
    }
    lines.push(JSON.stringify({ t: 'event', id: 'open', at: 999, body: '{}' }));
    await writeFile(path.join(dir, journalFileName), `${lines.join('\n')}\n`);
    const { journal, recovered } = await Journal.recover(dir);
    expect(recovered.finished).toHaveLength(keptFinished + 20);
    await journal.close();
    const reread = readJournalText(await readFile(path.join(dir, journalFileName), 'utf8'));
    expect(reread.finished).toHaveLength(keptFinished);
    expect(reread.finished[0]?.event.id).toBe('f20');
    expect(reread.unfinished.map((e) => e.id)).toEqual(['open']);
  });

  const publish = (n: number, eventIds: string[] = []): PublishRecord => ({
    id: `p${n}`,
    events: eventIds.length ? ['story published (x)'] : ['start'],
    eventIds,
    version: n,
    state: 'live',
    attempts: 1,
    receivedAt: new Date(1_800_000_000_000 + n).toISOString(),
    timings: { wait: 1, build: 2, upload: 3, total: 6 },
    uploaded: n,
  });

  it('keeps each ended publish for /status across restarts, events or not, once each', async () => {
    const first = await Journal.recover(dir);
    const a = await first.journal.recordEvent(body(1));
    const b = await first.journal.recordEvent(body(2));
    await first.journal.recordFinish({ ids: [], state: 'live', version: 1, publish: publish(1) });
    await first.journal.recordFinish({
      ids: [a.id, b.id],
      state: 'live',
      version: 2,
      publish: publish(2, [a.id, b.id]),
    });
    await first.journal.close();

    const second = await Journal.recover(dir);
    expect(second.recovered.publishes).toEqual([publish(1), publish(2, [a.id, b.id])]);
    expect(second.recovered.unfinished).toEqual([]);
    await second.journal.close();
    // Rewritten on start: still the same publishes, once each, and the events still finished.
    const third = await Journal.recover(dir);
    expect(third.recovered.publishes).toEqual(second.recovered.publishes);
    expect(third.recovered.finished.map((f) => f.event.id)).toEqual([a.id, b.id]);
    await third.journal.close();
  });

  it('keeps a publish that began a phase and never ended as failed, interrupted in that phase', async () => {
    const first = await Journal.recover(dir);
    const ended = publish(1);
    await first.journal.recordProgress({ ...ended, state: 'building' });
    await first.journal.recordFinish({ ids: [], state: 'live', version: 1, publish: ended });
    const killed = { ...publish(2), state: 'uploading' as const, timings: { wait: 1, build: 2 } };
    await first.journal.recordProgress(killed, Date.parse(killed.receivedAt) + 40);
    await first.journal.close();

    const second = await Journal.recover(dir);
    expect(second.recovered.publishes).toEqual([
      ended,
      {
        ...killed,
        state: 'failed',
        timings: { wait: 1, build: 2, total: 40 },
        error: expect.stringMatching(/^interrupted while uploading: the service stopped/),
      },
    ]);
    await second.journal.close();
    const third = await Journal.recover(dir);
    expect(third.recovered.publishes).toEqual(second.recovered.publishes);
    await third.journal.close();
  });

  it(`keeps the last ${keptRecords} publishes when it rewrites, and names a damaged one`, async () => {
    const lines = Array.from({ length: keptRecords + 5 }, (_, i) =>
      JSON.stringify({ t: 'finish', ids: [], at: i, state: 'live', publish: publish(i) }),
    );
    lines.push(JSON.stringify({ t: 'finish', ids: [], at: 0, state: 'live', publish: { id: 'x' } }));
    await writeFile(path.join(dir, journalFileName), `${lines.join('\n')}\n`);
    const { journal, recovered } = await Journal.recover(dir);
    expect(recovered.publishes).toHaveLength(keptRecords + 5);
    expect(recovered.dropped).toEqual([
      expect.stringContaining(`line ${keptRecords + 6}: its publish is not a /status entry`),
    ]);
    await journal.close();
    const reread = readJournalText(await readFile(path.join(dir, journalFileName), 'utf8'));
    expect(reread.publishes.map((p) => p.id)).toEqual(
      Array.from({ length: keptRecords }, (_, i) => `p${i + 5}`),
    );
  });
});
