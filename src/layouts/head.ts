import { site } from '../config/site';
import type { PageData } from '../content/page-data';

export interface HeadTags {
  title: string;
  description: string;
}

/** The per-page head values; the document renders them and the runtime updates them on navigation. */
export function pageHead(page: PageData): HeadTags {
  return {
    title: site.titleTemplate(page.title),
    description: page.description || site.metaDescription,
  };
}
