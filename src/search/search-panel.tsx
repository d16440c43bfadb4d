/**
 * The header's search panel (a lazily loaded chunk: header-search.tsx loads it when opened): a labelled
 * search field, results as the visitor types, arrow keys through the results, Escape or the close button
 * to close. Enter, or 'Ver todos los resultados', opens the results page for the query.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../blocks/menu/use-focus-trap';
import { siteSearch } from '../config/search';
import { resultsPageUrl } from './results-url';
import { SearchField, useResultArrows } from './search-field';
import { SearchResults } from './search-results';
import { searchTexts as text } from './search-texts';
import { useSiteSearch } from './use-site-search';

export { warmSearch } from './pagefind-client';

export interface SearchPanelProps {
  id: string;
  /** Closes the panel; `returnFocus`: put focus back on the 'Buscar' button (not when a link is followed). */
  onClose: (returnFocus: boolean) => void;
}

export default function SearchPanel({ id, onClose }: SearchPanelProps) {
  const [query, setQuery] = useState('');
  const state = useSiteSearch(query, siteSearch.headerResults);
  const fieldId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const { field, list, arrows } = useResultArrows();
  const allResults = useRef<HTMLAnchorElement>(null);
  const closeAndReturn = useCallback(() => onClose(true), [onClose]);
  const closeForLink = useCallback(() => onClose(false), [onClose]);
  useFocusTrap(dialog, true, closeAndReturn);

  useEffect(() => {
    field.current?.focus();
    // A press outside the panel closes it, as it would a menu.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const toggle = target instanceof Element ? target.closest('.header-search-toggle') : null;
      if (target && !dialog.current?.contains(target) && !toggle) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // `field` is a ref object (useResultArrows' useRef): the same on every render, so listed only for the lint.
  }, [onClose, field]);

  const term = query.trim();
  return (
    <div
      id={id}
      ref={dialog}
      className="search-panel"
      role="dialog"
      aria-modal="true"
      aria-label={text.dialogLabel}
    >
      <form
        role="search"
        action={resultsPageUrl('')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // Followed as a link: the runtime's link catching makes it a client navigation.
          allResults.current?.click();
        }}
      >
        <SearchField
          id={fieldId}
          label={text.fieldLabel}
          value={query}
          onChange={setQuery}
          fieldRef={field}
          onKeyDown={arrows}
          rowClassName="search-panel-row"
        >
          <button
            type="button"
            className="search-panel-close"
            aria-label={text.close}
            onClick={closeAndReturn}
          >
            <span aria-hidden="true">×</span>
          </button>
        </SearchField>
      </form>
      <SearchResults state={state} listRef={list} onResultKeyDown={arrows} onFollow={closeForLink} />
      {term ? (
        <a ref={allResults} href={resultsPageUrl(term)} className="search-panel-all" onClick={closeForLink}>
          {text.showAll}
        </a>
      ) : (
        <p className="search-panel-hint">{text.typeToSearch}</p>
      )}
    </div>
  );
}
