/**
 * The site search's field, one for the header panel and the results page (docs/behaviour.md "Site search"),
 * so the two cannot drift apart: the label, the `type="search"` input named by the query parameter, and the
 * row it shares with the caller's button. The arrow keys go from the field into the results
 * (useResultArrows).
 */
import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { siteSearch } from '../config/search';
import { moveThroughResults } from './search-results';
import { searchTexts as text } from './search-texts';

/** The field's and the result list's refs, and the key handler both of them take (moveThroughResults). */
export function useResultArrows() {
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const arrows = (event: KeyboardEvent) => moveThroughResults(event, list.current, field.current);
  return { field, list, arrows };
}

export interface SearchFieldProps {
  /** The input's id, from the caller's useId(). */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  fieldRef: Ref<HTMLInputElement>;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The row's class: the panel and the page lay their rows out apart (src/styles/_search.scss). */
  rowClassName: string;
  /** What follows the input on its row: the panel's close button, the page's submit button. */
  children: ReactNode;
}

export function SearchField({
  id,
  label,
  value,
  onChange,
  fieldRef,
  onKeyDown,
  rowClassName,
  children,
}: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="search-field-label">
        {label}
      </label>
      <div className={rowClassName}>
        <input
          ref={fieldRef}
          id={id}
          type="search"
          name={siteSearch.queryParam}
          className="search-field"
          value={value}
          placeholder={text.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {children}
      </div>
    </>
  );
}
