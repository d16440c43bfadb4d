/** The footer control that reopens the cookie preferences (issue 8). A button: it opens a dialog, not a page. */
import { cx } from '../common/class-names';
import { useConsentStore } from './consent-context';
import { consentTexts } from './consent-texts';

export function ConsentFooterLink({ className }: { className?: string }) {
  const store = useConsentStore();
  return (
    <button
      type="button"
      className={cx('consent-footer-link', className)}
      onClick={() => store?.openPreferences()}
    >
      {consentTexts.footerLink}
    </button>
  );
}
