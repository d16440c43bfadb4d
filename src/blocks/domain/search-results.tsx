/**
 * The results page (`search_results` block, on the `/buscar/` story): `/buscar/?q=…` shows the results of
 * `q` whether opened directly, shared, reloaded or reached with back/forward; typing refines them and keeps
 * the address in step (replacing the history entry, so back leaves the page). The server renders it empty
 * (it cannot know the query); the browser reads the query after hydration.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { queryOf, resultsPageUrl } from '../../search/results-url';
import { useSiteSearchAvailable } from '../../search/search-availability';
import { SearchField, useResultArrows } from '../../search/search-field';
import { SearchResults } from '../../search/search-results';
import { searchTexts as text } from '../../search/search-texts';
import { useSiteSearch } from '../../search/use-site-search';
import { NoScriptNotice } from '../../search/no-script-notice';

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
  const { field, list, arrows } = useResultArrows();

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
        <SearchField
          id={fieldId}
          label={blok.label || text.fieldLabel}
          value={query}
          onChange={(value) => setTyped({ value, from: addressQuery })}
          fieldRef={field}
          onKeyDown={arrows}
          rowClassName="search-page-row"
        >
          <button type="submit" className="btn btn-primary">
            {text.submit}
          </button>
        </SearchField>
      </form>
      {available && <NoScriptNotice />}
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
