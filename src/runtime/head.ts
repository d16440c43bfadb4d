import { timing } from '../config/site';
import type { HeadTags } from '../layouts/head';

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Writes the page's title and description into the live document head. */
export function applyHead(head: HeadTags): void {
  document.title = head.title;
  setMeta('description', head.description);
}

/** Head updates are debounced (SPEC §9: 10 ms), so quick successive navigations write the head once. */
export function createHeadUpdater(delayMs: number = timing.headUpdateDebounceMs): (head: HeadTags) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (head) => {
    clearTimeout(timer);
    timer = setTimeout(() => applyHead(head), delayMs);
  };
}
