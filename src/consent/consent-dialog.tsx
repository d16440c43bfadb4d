/**
 * The cookie-consent dialog (behaviour §4, §9). A choice is required: no backdrop close, no Escape, no
 * header close button. It is plain markup in every page's HTML, so a first visit paints it with the page,
 * before any script of the application runs (docs/performance.md): until the app knows the cookie it is
 * `auto`, shown by CSS when the boot script flagged the visit (`html[data-consent-needed]`); then the app
 * shows it (`open`) or removes it. While open, the app moves focus into it and keeps Tab inside.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { consent } from '../config/site';
import { useConsentStore } from './consent-context';
import type { ConsentStore } from './consent-store';
import { consentTexts as t } from './consent-texts';
import { wrapTab } from './focus-wrap';
import { allAccepted, onlyNecessary, type ConsentPreferences } from './preferences';

/** `auto`: the server's and the first client render, before the cookie is read; `open`: the app shows it. */
export type ConsentDialogState = 'auto' | 'open';

export function ConsentDialog({
  state,
  initial,
}: {
  state: ConsentDialogState;
  /** The stored choice the switches start from. */
  initial: ConsentPreferences;
}) {
  const store = useConsentStore();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus moves in when the app opens it; a visitor already inside (a replayed click) keeps their place.
    if (state === 'open' && !dialog.current?.contains(document.activeElement)) dialog.current?.focus();
  }, [state]);
  return (
    <div className="consent-layer" data-state={state}>
      <div className="modal-backdrop show" />
      {/* The dialog pattern keeps Tab inside the dialog: a key handler on a non-interactive role, on purpose. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className="modal d-block show consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={wrapTab}
      >
        <div className="modal-dialog modal-dialog-centered modal-dialog-scrollable">
          <div className="modal-content">
            <div className="modal-header">
              <h2 id={titleId} className="modal-title h5">
                {t.title}
              </h2>
            </div>
            <ConsentChoices store={store} initial={initial} />
          </div>
        </div>
      </div>
    </div>
  );
}

function ConsentChoices({ store, initial }: { store: ConsentStore | null; initial: ConsentPreferences }) {
  const [details, setDetails] = useState(false);
  const [functional, setFunctional] = useState(initial.functional);
  const detailsId = useId();
  const functionalId = useId();
  const necessaryId = useId();
  // Without a store (a block rendered on its own) the buttons do nothing.
  const choose = (preferences: ConsentPreferences) => void store?.choose(preferences);
  return (
    <>
      <div className="modal-body">
        <p>
          {t.intro} <a href={`${consent.privacyPath}/`}>{t.privacyLink}</a>.
        </p>
        <button
          type="button"
          className="btn btn-link p-0"
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails(!details)}
        >
          {details ? t.showLess : t.showMore}
        </button>
        <div id={detailsId} className="consent-details mt-3" hidden={!details}>
          <div className="form-check form-switch">
            <input
              id={necessaryId}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked
              disabled
              readOnly
              aria-describedby={`${necessaryId}-text`}
            />
            <label className="form-check-label fw-semibold" htmlFor={necessaryId}>
              {t.necessaryTitle} <span className="badge-always">({t.alwaysActive})</span>
            </label>
            <p id={`${necessaryId}-text`} className="small mb-3">
              {t.necessaryText}
            </p>
          </div>
          <div className="form-check form-switch">
            <input
              id={functionalId}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={functional}
              onChange={(event) => setFunctional(event.target.checked)}
              aria-describedby={`${functionalId}-text`}
            />
            <label className="form-check-label fw-semibold" htmlFor={functionalId}>
              {t.functionalTitle}
            </label>
            <p id={`${functionalId}-text`} className="small mb-0">
              {t.functionalText}
            </p>
          </div>
        </div>
      </div>
      <div className="modal-footer consent-actions">
        <button type="button" className="btn btn-outline-primary" onClick={() => choose(onlyNecessary)}>
          {t.rejectAll}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={() => choose(onlyNecessary)}>
          {t.onlyNecessary}
        </button>
        {details && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => choose({ necessary: true, functional })}
          >
            {t.savePreferences}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => choose(allAccepted)}>
          {t.acceptAll}
        </button>
      </div>
    </>
  );
}
