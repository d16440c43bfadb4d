/** Page data (SPEC §3 "Page data (JSON)", §7): one file per route, `{ hash, data, context }`. */
import type { Blok } from './blok';
import type { Story } from './story';

export interface PageData {
  /** The route this data renders, e.g. `/banca-personas/` (always with trailing slash). */
  path: string;
  /** Page title before the title template is applied. */
  title: string;
  description: string;
  story: Story;
}

export interface PageContext {
  /** Set on the not-found page (SPEC §3 "a context with a not-found flag"). */
  __notFound?: true;
}

export interface PageDataFile {
  hash: string;
  data: PageData;
  context: PageContext;
  /** 404 for the not-found page data (SPEC §3 "a code field (404 = not found)"). */
  code?: 404;
}

/**
 * What the first HTML page carries inline, so the page hydrates without a request. The global content
 * (logo, menus, footer) travels here once per visit, never inside each page-data file.
 */
export interface InitialState {
  page: PageDataFile;
  global: Blok | null;
}
