/**
 * The results page (`search_results` block, on the `/buscar/` story): `/buscar/?q=…` shows the results of
 * `q` whether opened directly, shared, reloaded or reached with back/forward; typing refines them and keeps
 * the address in step (replacing the history entry, so back leaves the page). The server renders it empty
 * (it cannot know the query); the browser reads the query after hydration.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { siteSearch } from '../../config/search';
import { queryOf, resultsPageUrl } from '../../search/results-url';
import { useSiteSearchAvailable } from '../../search/search-availability';
import { moveThroughResults, SearchResults } from '../../search/search-results';
import { searchTexts as text } from '../../search/search-texts';
import { useSiteSearch } from '../../search/use-site-search';

/** Every result, as the results page lists them (the header shows fewer). */
const pageResults = 50;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The query in the address bar ('' on the server). Read again on every render: a client navigation to
 *  `/buscar/?q=…` from this same page changes it without remounting the block. */
function useAddressQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => queryOf(window.location.search),
    () => '',
  );
}

export function SearchResultsBlock({ blok }: { blok: BlockOf<'search_results'> }) {
  const available = useSiteSearchAvailable();
  const addressQuery = useAddressQuery();
  // What the visitor typed, until the address names another query (a navigation): then the address wins.
  const [typed, setTyped] = useState<{ value: string; from: string } | null>(null);
  const query = typed && typed.from === addressQuery ? typed.value : addressQuery;
  const state = useSiteSearch(available ? query : '', pageResults);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const arrows = (event: KeyboardEvent) => moveThroughResults(event, list.current, field.current);

  useEffect(() => {
    if (!typed || typed.from !== addressQuery) return;
    // The address follows the field, so the page can be shared or reloaded as it is.
    const url = resultsPageUrl(typed.value);
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [typed, addressQuery]);

  return (
    <section className="search-page" data-pagefind-ignore="all">
      <form
        role="search"
        action={resultsPageUrl('')}
        method="get"
        className="search-page-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={fieldId} className="search-field-label">
          {blok.label || text.fieldLabel}
        </label>
        <div className="search-page-row">
          <input
            ref={field}
            id={fieldId}
            type="search"
            name={siteSearch.queryParam}
            className="search-field"
            value={query}
            placeholder={text.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setTyped({ value: event.target.value, from: addressQuery })}
            onKeyDown={arrows}
          />
          <button type="submit" className="btn btn-primary">
            {text.submit}
          </button>
        </div>
      </form>
      {!available ? (
        <p>{text.previewUnavailable}</p>
      ) : query.trim() ? (
        <SearchResults state={state} listRef={list} onResultKeyDown={arrows} />
      ) : (
        <p>{text.typeToSearch}</p>
      )}
    </section>
  );
}
