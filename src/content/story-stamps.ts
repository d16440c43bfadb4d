/**
 * One fingerprint of a source's per-story stamps (ContentSource.storyStamps): the source's stamp, and so the
 * whole-result memo's key (loaded-content-memo.ts), for any source that stamps each story.
 */
import { createHash } from 'node:crypto';

export function stampOfStories(stamps: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256').update('stories\0');
  for (const [origin, stamp] of stamps) hash.update(`${origin}\0${stamp}\n`);
  return hash.digest('hex');
}
