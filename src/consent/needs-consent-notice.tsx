import type { ReactNode } from 'react';
import { useConsentStore } from './consent-context';
import { consentTexts } from './consent-texts';

/**
 * What a third-party feature shows until functional cookies are accepted (docs/behaviour.md §9.2): its own
 * words, then the button that opens the cookie preferences.
 */
export function NeedsConsentNotice({ className, children }: { className: string; children: ReactNode }) {
  const store = useConsentStore();
  return (
    <div className={className}>
      {children}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => store?.openPreferences()}
      >
        {consentTexts.footerLink}
      </button>
    </div>
  );
}
