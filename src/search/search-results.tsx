import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { withPrefix } from '../config/site-paths';
import { Excerpt } from './excerpt';
import type { SearchState } from './use-site-search';
import { searchSuggestions, searchTexts as text } from './search-texts';

/** The status line screen readers announce politely: what is going on, and how many results there are. */
function statusText(state: SearchState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'searching':
      return text.searching;
    case 'failed':
      return text.unavailable;
    case 'done':
      return state.total === 0 ? text.none(state.query) : text.count(state.total, state.query);
  }
}

/** Links of a result list, in order: what the arrow keys move through. */
export function resultLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a[data-search-result]')] : [];
}

/**
 * ArrowDown / ArrowUp move between the results (and back to the field above the first); Home and End jump
 * to the first and last. Returns whether the key was used.
 */
export function moveThroughResults(
  event: KeyboardEvent,
  list: HTMLElement | null,
  field: HTMLElement | null,
): boolean {
  const links = resultLinks(list);
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  let next: HTMLElement | null | undefined;
  if (event.key === 'ArrowDown') next = links[at < 0 ? 0 : Math.min(at + 1, links.length - 1)];
  else if (event.key === 'ArrowUp') next = at <= 0 ? field : links[at - 1];
  else if (event.key === 'Home' && at >= 0) next = links[0];
  else if (event.key === 'End' && at >= 0) next = links[links.length - 1];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

export interface SearchResultsProps {
  state: SearchState;
  listRef?: Ref<HTMLUListElement>;
  /** Keys pressed on a result (the arrow keys move through them: moveThroughResults). */
  onResultKeyDown?: (event: KeyboardEvent) => void;
  /** Called when a result or a suggestion is followed (the header's search closes). */
  onFollow?: (event: MouseEvent) => void;
}

/**
 * The results of a search (header panel and results page alike): a polite status line with the count, the
 * list of results with title, section and snippet, or the empty state with suggestions.
 */
export function SearchResults({ state, listRef, onResultKeyDown, onFollow }: SearchResultsProps) {
  const hits = state.status === 'done' ? state.hits : [];
  return (
    <div className="search-results">
      <p className="search-results-status" role="status" aria-live="polite" aria-atomic="true">
        {statusText(state)}
      </p>
      {hits.length > 0 ? (
        <ul className="search-results-list" ref={listRef}>
          {hits.map((hit) => (
            <li key={hit.url} className="search-result">
              <a
                href={hit.url}
                className="search-result-link"
                data-search-result=""
                onClick={onFollow}
                onKeyDown={onResultKeyDown}
              >
                <span className="search-result-title">
                  {hit.title}
                  {hit.section ? <span className="search-result-section"> › {hit.section}</span> : null}
                </span>
                <span className="search-result-excerpt">
                  <Excerpt html={hit.excerpt} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'done' && state.total === 0 ? (
        <div className="search-results-empty">
          <p className="mb-1">{text.suggestionsIntro}</p>
          <ul className="search-suggestions">
            {searchSuggestions.map((suggestion) => (
              <li key={suggestion.path}>
                <a href={withPrefix(suggestion.path)} onClick={onFollow}>
                  {suggestion.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
