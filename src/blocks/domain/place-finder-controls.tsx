/**
 * The finder's filters and actions (docs/behaviour.md §10); in the server's HTML too, hidden until the finder
 * runs (place-finder.tsx), and out of the site search's text.
 */
import { useId, useState } from 'react';
import { cx } from '../../common/class-names';
import { departments, type Department } from '../../common/places/departments';
import { placeServices, type PlaceService } from '../../common/places/services';
import { placeTexts } from '../../config/places';
import { activeFilterCount, isFiltering, noFilter, type PlaceFilter } from './place-filter';

export interface PlaceFinderControlsProps {
  filter: PlaceFilter;
  onFilter: (filter: PlaceFilter) => void;
  /** Only the departments and services the places have are offered. */
  departmentOptions: readonly Department[];
  serviceOptions: readonly PlaceService[];
  sortedByDistance: boolean;
  onNearMe: () => void;
  /** Undefined when no map is configured: no 'Ver mapa' button. */
  map?: { open: boolean; controls: string; onToggle: () => void };
}

export function PlaceFinderControls({
  filter,
  onFilter,
  departmentOptions,
  serviceOptions,
  sortedByDistance,
  onNearMe,
  map,
}: PlaceFinderControlsProps) {
  const id = useId();
  // On a phone the fields wait behind 'Filtros', so that the first place is on the first screen.
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const fieldsId = `${id}-fields`;
  const set = (change: Partial<PlaceFilter>) => onFilter({ ...filter, ...change });
  const active = activeFilterCount(filter);
  return (
    <form
      className="place-finder-controls"
      role="search"
      aria-label={placeTexts.filtersLabel}
      data-pagefind-ignore="all"
      onSubmit={(event) => event.preventDefault()}
    >
      <div
        id={fieldsId}
        className={cx('row g-2 align-items-end place-finder-fields', !fieldsOpen && 'is-closed-on-phone')}
      >
        <div className="col-12 col-lg">
          <label className="form-label" htmlFor={`${id}-text`}>
            {placeTexts.search}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            className="form-control"
            value={filter.text}
            onChange={(event) => set({ text: event.target.value })}
          />
        </div>
        {departmentOptions.length > 1 && (
          <div className="col-12 col-sm-6 col-lg-auto">
            <label className="form-label" htmlFor={`${id}-department`}>
              {placeTexts.department}
            </label>
            <select
              id={`${id}-department`}
              className="form-select"
              value={filter.department}
              onChange={(event) => set({ department: event.target.value as Department | '' })}
            >
              <option value="">{placeTexts.anyDepartment}</option>
              {departmentOptions.map((value) => (
                <option key={value} value={value}>
                  {departments[value]}
                </option>
              ))}
            </select>
          </div>
        )}
        {serviceOptions.length > 0 && (
          <div className="col-12 col-sm-6 col-lg-auto">
            <label className="form-label" htmlFor={`${id}-service`}>
              {placeTexts.service}
            </label>
            <select
              id={`${id}-service`}
              className="form-select"
              value={filter.service}
              onChange={(event) => set({ service: event.target.value as PlaceService | '' })}
            >
              <option value="">{placeTexts.anyService}</option>
              {serviceOptions.map((value) => (
                <option key={value} value={value}>
                  {placeServices[value]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-12 col-lg-auto">
          <div className="form-check place-finder-open-now">
            <input
              id={`${id}-open`}
              type="checkbox"
              className="form-check-input"
              checked={filter.openNow}
              onChange={(event) => set({ openNow: event.target.checked })}
            />
            <label className="form-check-label" htmlFor={`${id}-open`}>
              {placeTexts.openNow}
            </label>
          </div>
        </div>
      </div>
      <div className="place-finder-actions">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm place-finder-fields-toggle"
          aria-expanded={fieldsOpen}
          aria-controls={fieldsId}
          onClick={() => setFieldsOpen((open) => !open)}
        >
          {placeTexts.filtersToggle(active)}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-pressed={sortedByDistance}
          onClick={onNearMe}
        >
          {placeTexts.nearMe}
        </button>
        {map && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-expanded={map.open}
            aria-controls={map.controls}
            onClick={map.onToggle}
          >
            {map.open ? placeTexts.hideMap : placeTexts.showMap}
          </button>
        )}
        {isFiltering(filter) && (
          <button type="button" className="btn btn-link btn-sm" onClick={() => onFilter(noFilter)}>
            {placeTexts.clearFilters}
          </button>
        )}
      </div>
    </form>
  );
}
