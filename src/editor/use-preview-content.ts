/**
 * Fetches the draft of the previewed story, of the global story and of the rates page (whose rows the
 * simulators read, docs/behaviour.md §2.25) from the content service at run time, fetches again whenever the
 * space's version changes (polled, for the local content server), and takes live drafts from the visual
 * editor's `input` events.
 */
import { useEffect, useRef, useState } from 'react';
import { routing } from '../config/site';
import { ContentServiceError } from '../content/content-service-error';
import type { StoryblokSource } from '../content/storyblok-source';
import { listenToEditor } from './editor-events';

export type PreviewContent =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: unknown | null; global: unknown | null; rates: unknown | null };

async function fetchOrNull(source: StoryblokSource, key: string): Promise<unknown | null> {
  try {
    return await source.fetchStory(key);
  } catch (error) {
    if (error instanceof ContentServiceError && error.code === 'not_found') return null;
    throw error;
  }
}

function idOf(story: unknown): unknown {
  return (story as { id?: unknown } | null)?.id;
}

/**
 * `pageKey`: full slug or story id of the page (null on the /global/ screen); `globalKey`: the global
 * story's slug, or its id when the visual editor opened it on /global/.
 */
export function usePreviewContent(
  source: StoryblokSource | null,
  pageKey: string | null,
  globalKey: string,
  pollMs: number,
) {
  const [content, setContent] = useState<PreviewContent>({ status: 'loading' });
  // Bumped when the space's version changes, to fetch the drafts again.
  const [generation, setGeneration] = useState(0);
  const version = useRef<number | null>(null);

  useEffect(() => {
    if (!source) return;
    let current = true;
    // The space's version first: an edit made while the stories are on their way shows up on the next poll.
    const space = pollMs > 0 ? source.fetchSpace().catch(() => null) : Promise.resolve(null);
    space
      .then((info) => {
        if (current && info) version.current = info.version;
        const page = pageKey ? fetchOrNull(source, pageKey) : Promise.resolve(null);
        // The rates page previewed by its slug is asked for once.
        const rates =
          pageKey === routing.ratesSlug
            ? page
            : pageKey
              ? fetchOrNull(source, routing.ratesSlug)
              : Promise.resolve(null);
        return Promise.all([page, fetchOrNull(source, globalKey), rates]);
      })
      .then(
        ([page, global, rates]): PreviewContent => ({ status: 'ready', page, global, rates }),
        (error: unknown): PreviewContent => ({ status: 'error', message: (error as Error).message }),
      )
      .then((next) => {
        if (current) setContent(next);
      });
    return () => {
      current = false;
    };
  }, [source, pageKey, globalKey, generation, pollMs]);

  useEffect(() => {
    if (!source || pollMs <= 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One poll at a time, the next one after the answer: polls never pile up in the client's rate limiter.
    const poll = () => {
      source
        .fetchSpace()
        .then(
          (space) => {
            if (stopped) return;
            if (version.current !== null && space.version !== version.current) setGeneration((g) => g + 1);
            version.current = space.version;
          },
          () => undefined, // The next poll tries again; a real failure shows on the next load.
        )
        .finally(() => {
          if (!stopped) timer = setTimeout(poll, pollMs);
        });
    };
    timer = setTimeout(poll, pollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [source, pollMs]);

  useEffect(
    () =>
      listenToEditor({
        input(story) {
          setContent((current) => {
            if (current.status !== 'ready') return current;
            const isGlobal =
              (story as { full_slug?: unknown }).full_slug === routing.globalSlug ||
              (current.global !== null && idOf(story) === idOf(current.global));
            if (isGlobal) return { ...current, global: story };
            // The rates page previewed is also the rates the simulators read.
            const isRates = current.rates !== null && idOf(story) === idOf(current.rates);
            if (idOf(story) === idOf(current.page)) {
              return { ...current, page: story, rates: isRates ? story : current.rates };
            }
            return current;
          });
        },
        reload: () => window.location.reload(),
      }),
    [],
  );

  return content;
}
