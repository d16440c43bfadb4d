import { useEffect, useRef } from 'react';
import { timing } from '../config/site';
import { pageHeadTagList } from './head-tags';
import type { HeadTags } from './page-head';
import { writeHeadTags } from './write-head-tags';

/**
 * Keeps document.head on the page the browser shows: hydration leaves the server's tags as they are, and
 * once navigations have settled the same tags are written for the new page (head-tags.ts). Head updates are
 * debounced (docs/behaviour.md §9: 10 ms), so quick successive navigations write the head once. `siteUrl` is
 * the origin the page was built for (readSiteUrl). React 19 hoisted rendered <title> and <meta> into the
 * head; Preact does not (docs/decisions/0006-preact-runtime.md), so the browser writes them itself.
 */
export function useNavigationHead(
  head: HeadTags,
  siteUrl: string,
  delayMs: number = timing.headUpdateDebounceMs,
): void {
  // The head document.head shows: the server's until the first navigation has settled.
  const shown = useRef(head);
  useEffect(() => {
    if (shown.current === head) return undefined;
    const timer = setTimeout(() => {
      writeHeadTags(document.head, pageHeadTagList(shown.current, siteUrl), pageHeadTagList(head, siteUrl));
      shown.current = head;
    }, delayMs);
    return () => clearTimeout(timer);
  }, [head, siteUrl, delayMs]);
}
