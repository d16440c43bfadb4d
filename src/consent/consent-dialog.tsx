/**
 * The cookie-consent dialog (SPEC §4, §9). A choice is required: no backdrop close, no Escape, no
 * header close button. react-bootstrap's Modal traps focus and labels the dialog by its title.
 * Nothing renders on the server or before the cookie has been read, so hydration stays clean and a
 * visitor who already chose never sees it flash.
 */
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { consent } from '../config/site';
import { useConsent, useConsentStore } from './consent-context';
import { isDialogOpen, type ConsentStore } from './consent-store';
import { consentTexts as t } from './consent-texts';
import { wrapTab } from './focus-wrap';
import { allAccepted, onlyNecessary, type ConsentPreferences } from './preferences';
import './consent.scss';

export function ConsentDialog({ onPrivacyPage }: { onPrivacyPage: boolean }) {
  const store = useConsentStore();
  const state = useConsent();
  const titleId = useId();
  if (!store || state.status === 'pending') return null;
  return (
    <Modal
      show={isDialogOpen(state, onPrivacyPage)}
      onHide={ignore}
      backdrop="static"
      keyboard={false}
      centered
      scrollable
      aria-labelledby={titleId}
      className="consent-dialog"
      onKeyDown={wrapTab}
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t.title}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted per opening, so the switches start from the stored choice each time. */}
      <ConsentChoices store={store} initial={state.preferences} />
    </Modal>
  );
}

// The dialog only closes through a choice; Modal still requires a handler.
const ignore = () => {};

function ConsentChoices({ store, initial }: { store: ConsentStore; initial: ConsentPreferences }) {
  const [details, setDetails] = useState(false);
  const [functional, setFunctional] = useState(initial.functional);
  const detailsId = useId();
  const functionalId = useId();
  const necessaryId = useId();
  const choose = (preferences: ConsentPreferences) => void store.choose(preferences);
  return (
    <>
      <Modal.Body>
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
      </Modal.Body>
      <Modal.Footer className="consent-actions">
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
      </Modal.Footer>
    </>
  );
}
