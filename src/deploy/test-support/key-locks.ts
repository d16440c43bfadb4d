/**
 * Readers-writer locks by object key, so the local bucket keeps S3's promise that a reader sees an object's
 * old bytes or its new ones, never none: s3rver overwrites in place (a server-side copy unlinks the object
 * before copying, a PUT truncates it), so without them a page being replaced answers 404 or 500 for a moment
 * (reproduced: 360 of 620 reads during 200 copies). A waiting writer holds back new readers of its keys.
 */
export interface KeyLocks {
  read<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
  write<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
}

export function createKeyLocks(): KeyLocks {
  const readers = new Map<string, number>();
  const writers = new Map<string, number>();
  const waitingWriters = new Map<string, number>();
  let wake: Array<() => void> = [];

  const count = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const add = (map: Map<string, number>, keys: readonly string[], by: number) => {
    for (const key of keys) {
      const next = count(map, key) + by;
      if (next) map.set(key, next);
      else map.delete(key);
    }
  };
  const changed = () => new Promise<void>((resolve) => wake.push(resolve));
  const release = () => {
    const waiting = wake;
    wake = [];
    for (const resolve of waiting) resolve();
  };

  return {
    async read(keys, work) {
      while (keys.some((key) => count(writers, key) || count(waitingWriters, key))) await changed();
      add(readers, keys, 1);
      try {
        return await work();
      } finally {
        add(readers, keys, -1);
        release();
      }
    },
    async write(keys, work) {
      add(waitingWriters, keys, 1);
      try {
        while (keys.some((key) => count(readers, key) || count(writers, key))) await changed();
      } finally {
        add(waitingWriters, keys, -1);
      }
      add(writers, keys, 1);
      try {
        return await work();
      } finally {
        add(writers, keys, -1);
        release();
      }
    },
  };
}
