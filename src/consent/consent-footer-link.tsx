/** The footer control that reopens the cookie preferences (issue 8). A button: it opens a dialog, not a page. */
import { useConsentStore } from './consent-context';
import { consentTexts } from './consent-texts';

export function ConsentFooterLink({ className }: { className?: string }) {
  const store = useConsentStore();
  return (
    <button
      type="button"
      className={`btn btn-link p-0 ${className ?? ''}`}
      onClick={() => store?.openPreferences()}
    >
      {consentTexts.footerLink}
    </button>
  );
}
