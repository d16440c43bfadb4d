import { useId } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { siteSearch } from '../../config/search';
import { withPrefix } from '../../config/site-paths';
import { BootstrapIcon } from '../parts/bootstrap-icon';

export const searchFormTexts = {
  label: 'Buscá en el sitio',
  button: 'Buscar',
} as const;

/**
 * A search box that opens the results page (`/buscar/?q=…`) as a plain form, so it works before and without
 * scripts: the not-found page's way back to what the visitor was looking for (issue 33).
 */
export function SearchFormBlock({ blok }: { blok: BlockOf<'search_form'> }) {
  const id = useId();
  return (
    <form
      role="search"
      className={cx('search-form', blok.custom_classes)}
      action={withPrefix(siteSearch.resultsPath)}
      method="get"
    >
      <label htmlFor={id} className="form-label fw-semibold">
        {blok.label || searchFormTexts.label}
      </label>
      <div className="input-group">
        <input id={id} type="search" name={siteSearch.queryParam} className="form-control" required />
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-2">
          <BootstrapIcon name="search" />
          {searchFormTexts.button}
        </button>
      </div>
    </form>
  );
}
