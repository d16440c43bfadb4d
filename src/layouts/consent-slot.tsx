import { useConsent } from '../consent/consent-context';
import { ConsentDialog } from '../consent/consent-dialog';
import { isDialogOpen } from '../consent/consent-store';

/**
 * Cookie-consent slot of both layouts. The server and the first client render hold the dialog as `auto`
 * (CSS shows it when the boot script flagged the visit, docs/performance.md); once the cookie is read the
 * app keeps it open or removes it. The privacy page never carries it, unless the visitor asks for it.
 */
export function ConsentSlot({ onPrivacyPage }: { onPrivacyPage: boolean }) {
  const state = useConsent();
  if (state.status === 'pending') {
    return onPrivacyPage ? null : <ConsentDialog state="auto" initial={state.preferences} />;
  }
  if (!isDialogOpen(state, onPrivacyPage)) return null;
  return <ConsentDialog state="open" initial={state.preferences} />;
}
