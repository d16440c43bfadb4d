/**
 * Page views of client navigations are announced as a DOM event, so analytics (and tests) listen
 * without the router knowing them. Never fired on the server, nor for the first page load.
 */
export const pageViewEvent = 'site:pageview';

export interface PageViewDetail {
  path: string;
  title: string;
}

export function announcePageView(detail: PageViewDetail): void {
  window.dispatchEvent(new CustomEvent<PageViewDetail>(pageViewEvent, { detail }));
}
