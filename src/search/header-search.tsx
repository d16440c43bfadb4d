/**
 * The search control of both headers (docs/behaviour.md "Site search"): a 'Buscar' button that opens the
 * search panel; `/` or Ctrl+K (⌘K) open it from anywhere on the page. Only this button is in the page's
 * code: the panel is its own chunk, loaded with Pagefind's script and the search rules when the visitor
 * shows the intent to search (hovers or focuses the button; issue 31), and the index chunks a query needs
 * load with it.
 * Absent from the editor's preview (search-availability.ts).
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCurrentPath } from '../blocks/parts/current-path';
import { SearchIcon } from './search-icon';
import { useSiteSearchAvailable } from './search-availability';
import { searchButtonText } from './search-button-text';

const SearchPanel = lazy(() => import('./search-panel'));

/** On intent (hover or focus of 'Buscar'): the panel's chunk, and through it what the first search loads. */
function warmOnIntent(): void {
  import('./search-panel').then(
    (panel) => panel.warmSearch(),
    () => null,
  );
}

/** Whether a key press is typing into something (where `/` is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** `/` (outside a field) or Ctrl+K / ⌘K. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

export function HeaderSearch() {
  const available = useSiteSearchAvailable();
  const path = useCurrentPath();
  // The page the panel was opened on: a navigation (a result followed, back or forward) closes it.
  const [openOn, setOpenOn] = useState<string | null | false>(false);
  const open = openOn === path;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!available) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpenOn(path);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [available, path]);

  const close = useCallback((returnFocus: boolean) => {
    setOpenOn(false);
    if (returnFocus) button.current?.focus();
  }, []);

  if (!available) return null;
  return (
    <div className="header-search">
      <button
        ref={button}
        type="button"
        className="header-search-toggle btn btn-link"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-keyshortcuts="/ Control+K"
        onClick={() => setOpenOn(open ? false : path)}
        onPointerEnter={warmOnIntent}
        onFocus={warmOnIntent}
      >
        <SearchIcon />
        <span className="header-search-label">{searchButtonText}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
