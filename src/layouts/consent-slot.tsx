import { useConsent } from '../consent/consent-context';
import { ConsentDialog, type ConsentDialogState } from '../consent/consent-dialog';
import { isDialogOpen } from '../consent/consent-store';

/**
 * Where the consent dialog stands on a page: `auto` while the cookie is unread (server and first client
 * render; CSS shows it when the boot script flagged the visit, docs/performance.md), `open` once the app
 * knows a choice is needed, null when it is not there at all. The privacy page never carries it unless
 * the visitor asks for it.
 */
export function useConsentDialogState(onPrivacyPage: boolean): ConsentDialogState | null {
  const state = useConsent();
  if (state.status === 'pending') return onPrivacyPage ? null : 'auto';
  return isDialogOpen(state, onPrivacyPage) ? 'open' : null;
}

/** Cookie-consent slot of both layouts. */
export function ConsentSlot({ onPrivacyPage }: { onPrivacyPage: boolean }) {
  const state = useConsent();
  const dialog = useConsentDialogState(onPrivacyPage);
  return dialog && <ConsentDialog state={dialog} initial={state.preferences} />;
}
