import { lazy, Suspense } from 'react';
import { useConsent } from '../consent/consent-context';
import { isDialogOpen } from '../consent/consent-store';

// The dialog (and the modal library under it) is downloaded only when a visitor has to choose:
// returning visitors, who already chose, never load it.
const ConsentDialog = lazy(() =>
  import('../consent/consent-dialog').then((m) => ({ default: m.ConsentDialog })),
);

/** Cookie-consent slot of both layouts; nothing on the server, the dialog once the browser knows it is needed. */
export function ConsentSlot({ onPrivacyPage }: { onPrivacyPage: boolean }) {
  const state = useConsent();
  if (state.status === 'pending' || !isDialogOpen(state, onPrivacyPage)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog onPrivacyPage={onPrivacyPage} />
    </Suspense>
  );
}
