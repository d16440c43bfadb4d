/**
 * The documents another search engine would index for a built site (bench/search-engines.ts): each page
 * whole (its title, its section titles, its text), as Pagefind indexes it, and each of its sections (a
 * heading, FAQ entry or place with a readable id), where the site search lands, from the same `<main>`
 * markup Pagefind indexes (src/site-builder/search/search-document.mjs), for the pages of the sitemap that
 * are not redirects (the index's rule).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../src/config/site';
import { isRedirectSource } from '../src/runtime/redirects';
import { documentText } from '../src/site-builder/search/lexicon';
import { mainMarkup, tablesAsSentences } from '../src/site-builder/search/search-document.mjs';

export interface SectionDocument {
  id: number;
  /** The result's URL: the page, or the page and the section's anchor. */
  url: string;
  /** The page's title (its story's name, as the index's `title`). */
  title: string;
  /** The section's title; for the whole page, all its sections' titles. */
  section: string;
  text: string;
}

/**
 * Where the site search lands, as Pagefind makes its sub-results: a heading with an id, or an element with an
 * id and a `data-pagefind-title` (an FAQ entry, an agency); the id made from content, never a component's own
 * numbered one.
 */
const sectionStart = /<(\w+)\b([^>]*?)\sid="([a-z0-9]+(?:-[a-z0-9]+)*)"([^>]*)>/g;
const pagefindTitle = /\sdata-pagefind-title="([^"]*)"/;

const plain = (html: string) => documentText(html).replace(/\s+/g, ' ').trim();

/** A page's sections: the text before its first heading or entry, then one per heading or entry. */
export function pageSections(main: string): { anchor: string; section: string; text: string }[] {
  const cuts = [...main.matchAll(sectionStart)].flatMap((m) => {
    const [tag = '', before = '', id = '', after = ''] = m.slice(1);
    const entryTitle = pagefindTitle.exec(`${before} ${after}`)?.[1];
    const heading = /^h[1-6]$/i.test(tag);
    return heading || entryTitle !== undefined ? [{ at: m.index, tag, id, entryTitle }] : [];
  });
  const sections = [{ anchor: '', section: '', text: plain(main.slice(0, cuts[0]?.at ?? main.length)) }];
  for (const [i, cut] of cuts.entries()) {
    const markup = main.slice(cut.at, cuts[i + 1]?.at ?? main.length);
    const heading = new RegExp(`^<${cut.tag}\\b[^>]*>([\\s\\S]*?)</${cut.tag}>`, 'i').exec(markup)?.[1] ?? '';
    sections.push({ anchor: cut.id, section: plain(cut.entryTitle ?? heading), text: plain(markup) });
  }
  return sections.filter((s) => s.text !== '');
}

/** The public routes of a built site, from its sitemap, less redirects. */
export async function sitemapPaths(siteDir: string): Promise<string[]> {
  const xml = await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '/').pathname)
    .filter((p) => !isRedirectSource(p));
}

const titleSuffix = site.titleTemplate('x').slice(1);

export async function siteDocuments(siteDir: string): Promise<SectionDocument[]> {
  const documents: SectionDocument[] = [];
  for (const route of await sitemapPaths(siteDir)) {
    const html = await readFile(path.join(siteDir, route, 'index.html'), 'utf8');
    const headTitle = plain(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '');
    const title = headTitle.endsWith(titleSuffix) ? headTitle.slice(0, -titleSuffix.length) : headTitle;
    const main = tablesAsSentences(mainMarkup(html));
    const sections = pageSections(main);
    const page = {
      url: route,
      title,
      section: sections.map((s) => s.section).join(' · '),
      text: plain(main),
    };
    documents.push({ id: documents.length, ...page });
    for (const s of sections.filter((s) => s.anchor !== '')) {
      documents.push({
        id: documents.length,
        url: s.anchor ? `${route}#${s.anchor}` : route,
        title,
        section: s.section,
        text: s.text,
      });
    }
  }
  return documents;
}
