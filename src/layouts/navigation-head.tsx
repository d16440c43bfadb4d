import { useEffect, useState } from 'react';
import { timing } from '../config/site';
import type { HeadTags } from './page-head';
import { PageHeadTags } from './page-head-tags';

/**
 * The head of the page the browser shows, written by React like the server's (PageHeadTags), once
 * navigations have settled: head updates are debounced (docs/behaviour.md §9: 10 ms), so quick successive
 * navigations write the head once. `siteUrl` is the origin the page was built for (readSiteUrl).
 */
export function NavigationHead({
  head,
  siteUrl,
  delayMs = timing.headUpdateDebounceMs,
}: {
  head: HeadTags;
  siteUrl: string;
  delayMs?: number;
}) {
  const [settled, setSettled] = useState(head);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(head), delayMs);
    return () => clearTimeout(timer);
  }, [head, delayMs]);
  return <PageHeadTags head={settled} siteUrl={siteUrl} />;
}
