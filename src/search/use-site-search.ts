import { useEffect, useState } from 'react';
import { searchSite, type SearchHit } from './pagefind-client';

type Finished =
  { status: 'done'; query: string; total: number; hits: SearchHit[] } | { status: 'failed'; query: string };

export type SearchState = { status: 'idle' } | { status: 'searching'; query: string } | Finished;

/**
 * Results for `query` as the visitor types: nothing for an empty query, the last results kept on screen
 * while the next ones load (no flicker between keystrokes), and a failure (Pagefind or its index missing,
 * as under `npm run dev`) reported as such.
 */
export function useSiteSearch(query: string, limit: number, search = searchSite): SearchState {
  const [latest, setLatest] = useState<Finished | null>(null);
  const term = query.trim();
  useEffect(() => {
    if (!term) return undefined;
    let current = true;
    search(term, limit).then(
      (outcome) => {
        if (current && outcome) setLatest({ status: 'done', ...outcome });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLatest({ status: 'failed', query: term });
      },
    );
    return () => {
      current = false;
    };
  }, [term, limit, search]);
  if (!term) return { status: 'idle' };
  if (latest && (latest.query === term || latest.status === 'done')) return latest;
  return { status: 'searching', query: term };
}
