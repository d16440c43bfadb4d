/** Reads a content source and turns it into validated stories, a route table and a list of problems. */
import v8 from 'node:v8';
import type { ContentError } from '../content-error';
import type { CheckedEntry, CheckedStoryCache, PassedEntry } from './checked-story-cache';
import { checkStories } from './check-stories';
import { stampOfStories } from '../story-stamps';
import { loadedContentKey, type LoadedContentMemo } from './loaded-content-memo';
import type { ContentSource } from '../source';
import type { Story } from '../story';
import { brokenLinksOf } from '../checks/broken-links';
import { findDuplicateDescriptions } from '../checks/duplicate-descriptions';
import { findRepeatedSentences } from '../checks/repeated-sentences';
import { problemsOfParts } from './story-parts';
import { missingCoreStories } from '../routes/core-stories';
import { fallbackNotFoundStory } from '../routes/not-found-story';
import { buildRouteTable, type Route, type RouteTable } from '../routes/routes';
import { restoredError } from './stored-error';
import { passContext, passSignature, passStory, type PassedErrors, type PassedStory } from './story-passes';

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
  /** Told, when the passes across stories ran, for how many stories they ran and how many results were kept ones. */
  onPasses?: ((counts: { ran: number; kept: number }) => void) | undefined;
}

export async function loadContent(
  source: ContentSource,
  options: LoadContentOptions = {},
): Promise<LoadedContent> {
  const { memo, cache } = options;
  // Taken before any story is read (check-stories.ts). The stamps, like the memo and the cache, are a help
  // and never a reason for a build to fail.
  const stamps = cache || memo ? await source.storyStamps?.().catch(() => undefined) : undefined;
  const stamp = stamps
    ? stampOfStories(stamps)
    : memo
      ? await source.stamp?.().catch(() => undefined)
      : undefined;
  const key = memo && stamp ? await loadedContentKey(source, stamp).catch(() => undefined) : undefined;
  const kept = key ? await memo?.read(key).catch(() => undefined) : undefined;
  options.onMemo?.(kept !== undefined);
  if (kept) return kept;
  const content = await checkContent(source, cache, stamps, options.onPasses);
  if (key) await memo?.write(key, content).catch(() => undefined);
  return content;
}

/** A kept result of the passes; `undefined` for bytes that do not deserialize, whose story is passed again. */
function keptResult(bytes: Uint8Array): PassedStory | undefined {
  try {
    return v8.deserialize(bytes) as PassedStory;
  } catch {
    return undefined;
  }
}

async function checkContent(
  source: ContentSource,
  cache: CheckedStoryCache | undefined,
  stamps: ReadonlyMap<string, string> | undefined,
  onPasses: LoadContentOptions['onPasses'],
): Promise<LoadedContent> {
  const normalized = await checkStories(source, cache, stamps);
  const { checked } = normalized;
  const parts = checked.map((story) => story.parts);
  // Simulators take the rates page's figures (docs/behaviour.md §2.25), contact data written once in the
  // global story is resolved where others refer to it (issue 33), story links by id get their slug; asset
  // paths and slugs are checked here, which every source's stories pass through, before either names a
  // file the build reads or writes. Per story, a story's kept result taken while what it reads is the same.
  const context = passContext(parts);
  const kept = new Map<CheckedEntry, PassedEntry>();
  let ran = 0;
  const passed = checked.map(({ entry, parts: own, story }) => {
    const signature = cache && entry.key ? passSignature(entry.key, own, context) : undefined;
    if (signature && entry.passed?.signature === signature) {
      const reused = keptResult(entry.passed.bytes);
      if (reused) return reused;
    }
    ran++;
    const result = passStory(story(), context);
    if (signature) kept.set(entry, { signature, bytes: v8.serialize(result) });
    return result;
  });
  onPasses?.({ ran, kept: passed.length - ran });
  const saved = normalized.save((entry) => kept.get(entry));
  const shown = passed.filter((result): result is PassedStory & { story: Story } => result.story !== null);
  const table = buildRouteTable(shown.map((result) => result.story));
  const routePaths = new Set(table.routes.map((r) => r.path));
  const notFoundRoute = table.notFound ?? { path: '/404/', story: fallbackNotFoundStory };
  const stories = [
    ...table.routes.map((route) => route.story),
    ...(table.notFound ? [] : [notFoundRoute.story]),
    ...(table.global ? [table.global] : []),
  ];
  const repeated = new Map(shown.map((result) => [result.story, result.errors.repeated]));
  const each = (results: readonly PassedStory[], pass: keyof PassedErrors) =>
    results.flatMap((result) => result.errors[pass].map(restoredError));
  // From each story's kept parts: these checks read the stories as checked, before the passes above.
  const fromParts = problemsOfParts(parts);
  await saved;
  return {
    ...table,
    notFoundRoute,
    stories,
    errors: [
      ...normalized.readErrors,
      ...normalized.errors,
      ...context.rateDuplicates,
      ...each(passed, 'rates'),
      ...parts.flatMap((part) => part.effectiveRates.map(restoredError)),
      ...fromParts.advertisedTerms,
      ...fromParts.atmHours,
      ...each(passed, 'contacts'),
      ...each(passed, 'links'),
      ...each(passed, 'assets'),
      ...table.errors,
      ...missingCoreStories(table),
      ...shown.flatMap((result) => brokenLinksOf(result.story.full_slug, result.links, routePaths)),
      ...each(shown, 'icons'),
      ...findDuplicateDescriptions(table.routes),
      // The built-in not-found story is no story of the source, so it has no kept result.
      ...stories.flatMap(
        (story) => repeated.get(story)?.map(restoredError) ?? findRepeatedSentences([story]),
      ),
    ],
  };
}
