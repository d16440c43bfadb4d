import { integrations } from '../config/integrations';
import { timing } from '../config/site';
import type { HeadTags } from '../layouts/page-head';
import { absoluteUrl } from '../common/absolute-url';

/** The head element `tag` whose `attribute` is `value`; created and appended when there is none. */
function headElement<K extends 'meta' | 'link'>(
  tag: K,
  attribute: string,
  value: string,
): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${attribute}="${value}"]`);
  if (found) return found;
  const created = document.createElement(tag);
  created.setAttribute(attribute, value);
  document.head.append(created);
  return created;
}

function setMeta(name: string, content: string, attribute: 'name' | 'property' = 'name'): void {
  headElement('meta', attribute, name).content = content;
}

/**
 * The origin the page was built for. SITE_URL reaches the server render but not the browser bundle
 * (Vite inlines only VITE_* values), so the prerendered canonical link is the authority.
 */
function builtSiteOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical?.href ? new URL(canonical.href).origin : integrations.siteUrl;
}

function setCanonical(href: string): void {
  headElement('link', 'rel', 'canonical').href = href;
}

/** Writes the page's title, description, canonical URL and link-preview tags into the live document head. */
export function applyHead(head: HeadTags): void {
  const origin = builtSiteOrigin();
  const url = absoluteUrl(origin, head.path);
  const image = absoluteUrl(origin, head.image);
  document.title = head.title;
  setMeta('description', head.description);
  setCanonical(url);
  setMeta('og:url', url, 'property');
  setMeta('og:title', head.socialTitle, 'property');
  setMeta('og:description', head.description, 'property');
  if (image) setMeta('og:image', image, 'property');
  else document.head.querySelector('meta[property="og:image"]')?.remove();
  setMeta('twitter:title', head.socialTitle);
  setMeta('twitter:description', head.description);
}

/** Head updates are debounced (docs/behaviour.md §9: 10 ms), so quick successive navigations write the head once. */
export function createHeadUpdater(delayMs: number = timing.headUpdateDebounceMs): (head: HeadTags) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (head) => {
    clearTimeout(timer);
    timer = setTimeout(() => applyHead(head), delayMs);
  };
}
