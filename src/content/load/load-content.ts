/** Reads a content source and turns it into validated stories, a route table and a list of problems. */
import type { ContentError } from '../content-error';
import type { CheckedStoryCache } from './checked-story-cache';
import { checkStories } from './check-stories';
import { stampOfStories } from '../story-stamps';
import { loadedContentKey, type LoadedContentMemo } from './loaded-content-memo';
import type { ContentSource } from '../source';
import type { Story } from '../story';
import { resolveContactReferences } from '../contact-references';
import { resolveRateReferences } from '../rate-references';
import { resolveStoryLinkIds } from './story-link-ids';
import { checkAssetFields } from '../checks/asset-fields';
import { findBrokenLinks } from '../checks/broken-links';
import { findDuplicateDescriptions } from '../checks/duplicate-descriptions';
import { findRepeatedSentences } from '../checks/repeated-sentences';
import { findWrongEffectiveRates } from '../checks/effective-rates';
import { problemsOfParts } from './story-parts';
import { missingCoreStories } from '../routes/core-stories';
import { findMissingIcons } from '../checks/missing-icons';
import { fallbackNotFoundStory } from '../routes/not-found-story';
import { buildRouteTable, type Route, type RouteTable } from '../routes/routes';
import { withHeadingAnchors } from '../heading-anchors';

export interface LoadedContent extends RouteTable {
  /** Every route, plus the not-found page (the content's own or the built-in one). */
  notFoundRoute: Route;
  /** Every story pages are made from: the routes', the not-found page's and the global story (menus, footer). */
  stories: Story[];
  errors: ContentError[];
}

export interface LoadContentOptions {
  /** Checked stories of earlier builds: only the stories whose stamp changed are read and checked again. */
  cache?: CheckedStoryCache | undefined;
  /** The last build's whole result: taken as it is when the source's stamp and the code are the same. */
  memo?: LoadedContentMemo | undefined;
  /** Told whether the result came from the memo, for the build's log. */
  onMemo?: ((reused: boolean) => void) | undefined;
}

export async function loadContent(source: ContentSource, options: LoadContentOptions = {}): Promise<LoadedContent> {
  const { memo, cache } = options;
  // Taken before any story is read (check-stories.ts). The stamps, like the memo and the cache, are a help
  // and never a reason for a build to fail.
  const stamps = cache || memo ? await source.storyStamps?.().catch(() => undefined) : undefined;
  const stamp = stamps ? stampOfStories(stamps) : memo ? await source.stamp?.().catch(() => undefined) : undefined;
  const key = memo && stamp ? await loadedContentKey(source, stamp).catch(() => undefined) : undefined;
  const kept = key ? await memo?.read(key).catch(() => undefined) : undefined;
  options.onMemo?.(kept !== undefined);
  if (kept) return kept;
  const content = await checkContent(source, cache, stamps);
  if (key) await memo?.write(key, content).catch(() => undefined);
  return content;
}

async function checkContent(
  source: ContentSource,
  cache: CheckedStoryCache | undefined,
  stamps: ReadonlyMap<string, string> | undefined,
): Promise<LoadedContent> {
  const normalized = await checkStories(source, cache, stamps);
  // Written while the checks across stories run.
  const saved = normalized.save();
  // Simulators take the rates page's figures (docs/behaviour.md §2.25) before anything reads the stories.
  const rates = resolveRateReferences(normalized.stories);
  // The contact data written once in the global story, where other stories refer to it (issue 33).
  const contacts = resolveContactReferences(rates.stories);
  // Asset paths and slugs are checked here, which every source's stories pass through, before either
  // names a file the build reads or writes.
  const links = resolveStoryLinkIds(contacts.stories);
  const assets = checkAssetFields(links.stories);
  const table = buildRouteTable(assets.stories.map(withHeadingAnchors));
  const routePaths = new Set(table.routes.map((r) => r.path));
  const brokenLinks = findBrokenLinks(assets.stories, routePaths);
  const notFoundRoute = table.notFound ?? { path: '/404/', story: fallbackNotFoundStory };
  const stories = [
    ...table.routes.map((route) => route.story),
    ...(table.notFound ? [] : [notFoundRoute.story]),
    ...(table.global ? [table.global] : []),
  ];
  // From each story's kept parts: these checks read the stories as checked, before the passes above.
  const kept = problemsOfParts(normalized.parts);
  await saved;
  return {
    ...table,
    notFoundRoute,
    stories,
    errors: [
      ...normalized.readErrors,
      ...normalized.errors,
      ...rates.errors,
      ...findWrongEffectiveRates(normalized.stories),
      ...kept.advertisedTerms,
      ...kept.atmHours,
      ...contacts.errors,
      ...links.errors,
      ...assets.errors,
      ...table.errors,
      ...missingCoreStories(table),
      ...brokenLinks,
      ...findMissingIcons(assets.stories),
      ...findDuplicateDescriptions(table.routes),
      ...findRepeatedSentences(stories),
    ],
  };
}
