import { describe, expect, it } from 'vitest';
import { PublishQueue } from './publish-queue';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('PublishQueue', () => {
  it('runs at once when idle; publishes arriving during a run merge into exactly one follow-up', async () => {
    const runs: Array<{ ids: string[]; reasons: string[] }> = [];
    const first = gate();
    const queue = new PublishQueue(async (ids, reasons) => {
      runs.push({ ids, reasons });
      if (runs.length === 1) await first.opened;
    });
    queue.request('story published (a)', ['e1']);
    for (let i = 2; i <= 6; i++) queue.request(`story published (${i})`, [`e${i}`]);
    queue.request('poll');
    expect(runs).toHaveLength(1);
    first.open();
    await queue.idle();
    expect(runs).toEqual([
      { ids: ['e1'], reasons: ['story published (a)'] },
      {
        ids: ['e2', 'e3', 'e4', 'e5', 'e6'],
        reasons: [
          'story published (2)',
          'story published (3)',
          'story published (4)',
          'story published (5)',
          'story published (6)',
          'poll',
        ],
      },
    ]);
  });

  it('a run that throws does not stop the next one', async () => {
    const lines: string[] = [];
    let calls = 0;
    const queue = new PublishQueue(
      async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
      },
      (line) => lines.push(line),
    );
    queue.request('a', ['1']);
    await queue.idle();
    queue.request('b', ['2']);
    await queue.idle();
    expect(calls).toBe(2);
    expect(lines[0]).toContain('boom');
    expect(queue.busy).toBe(false);
  });
});
