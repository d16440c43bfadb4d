/**
 * The site search's rules file (`{index}/search-rules.json`, read by src/search/pagefind-client.ts): the
 * synonyms and pinned results editors keep in the `global` story (issue 31), with the titles and
 * descriptions of the pinned pages. Written on every build, outside the cached index: an editor's change to them needs no new index,
 * and a content-only build changes the results.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteSearch } from '../../config/search';
import { resolveLink } from '../../content/links';
import type { Route } from '../../content/routes/routes';
import type { BlockOf } from '../../content/schemas/registry';
import { synonymTerms } from '../../content/schemas/blocks/search-rules';
import type { Story } from '../../content/story';
import type { SearchRulesFile } from '../../search/pagefind-client';
import type { PinnedPages } from '../../search/query/search-rules';
import { pageDescription } from '../../content/routes/page-description';

/** Text as Pagefind's excerpts are written: `&` and `<` as entities (the results decode them). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

type Entry = { component?: unknown };

const isSynonym = (b: Entry): b is BlockOf<'search_synonym'> => b.component === 'search_synonym';
const isPin = (b: Entry): b is BlockOf<'search_pin'> => b.component === 'search_pin';

export function searchRulesOf(global: Story | undefined, routes: readonly Route[]): SearchRulesFile {
  const content = global?.content as Partial<BlockOf<'global'>> | undefined;
  const synonyms = (content?.search_synonyms ?? []).filter(isSynonym).map((s) => synonymTerms(s.terms));
  // Entries with the same query are one pin, their links in the editors' order.
  const pinned = new Map<string, string[]>();
  const pinnedPages: PinnedPages = {};
  for (const pin of (content?.search_pins ?? []).filter(isPin)) {
    const url = resolveLink(pin.link)?.href;
    if (!url) continue;
    const query = pin.query.trim();
    pinned.set(query, [...(pinned.get(query) ?? []), url]);
    const route = routes.find((r) => r.path === path.posix.normalize(url.split('#')[0] ?? ''));
    if (route)
      pinnedPages[url] = {
        title: route.story.name,
        excerpt: escapeHtml(pageDescription(route.story.content)),
      };
  }
  const pins = [...pinned].map(([query, urls]) => ({ query, urls }));
  return { synonyms, pins, pinnedPages };
}

export async function writeSearchRules(bundleDir: string, rules: SearchRulesFile): Promise<void> {
  await writeFile(path.join(bundleDir, siteSearch.rulesFile), JSON.stringify(rules));
}
