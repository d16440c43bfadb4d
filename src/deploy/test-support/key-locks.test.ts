import { describe, expect, it } from 'vitest';
import { createKeyLocks } from './key-locks';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createKeyLocks', () => {
  it('keeps readers of a key out while it is written, and lets other keys through', async () => {
    const locks = createKeyLocks();
    const order: string[] = [];
    let finishWrite: () => void = () => {};
    const writing = locks.write(['a'], async () => {
      order.push('write a starts');
      await new Promise<void>((resolve) => (finishWrite = resolve));
      order.push('write a ends');
    });
    const readingA = locks.read(['a'], async () => void order.push('read a'));
    const readingB = locks.read(['b'], async () => void order.push('read b'));
    await readingB;
    await later();
    expect(order).toEqual(['write a starts', 'read b']);
    finishWrite();
    await Promise.all([writing, readingA]);
    expect(order).toEqual(['write a starts', 'read b', 'write a ends', 'read a']);
  });

  it('lets a writer wait for the readers of its key, and holds new readers behind it', async () => {
    const locks = createKeyLocks();
    const order: string[] = [];
    let finishRead: () => void = () => {};
    const firstRead = locks.read(['a', 'x'], async () => {
      await new Promise<void>((resolve) => (finishRead = resolve));
      order.push('first read ends');
    });
    const writing = locks.write(['a'], async () => void order.push('write'));
    const secondRead = locks.read(['a'], async () => void order.push('second read'));
    await later();
    expect(order).toEqual([]);
    finishRead();
    await Promise.all([firstRead, writing, secondRead]);
    expect(order).toEqual(['first read ends', 'write', 'second read']);
  });

  it('releases a key when the work throws', async () => {
    const locks = createKeyLocks();
    await expect(
      locks.write(['a'], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await locks.read(['a'], async () => 'read')).toBe('read');
  });
});
