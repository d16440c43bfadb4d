/** React access to the consent store; layouts provide it, blocks and the footer read it. */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createConsentStore, pendingConsent, type ConsentState, type ConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);

export function ConsentProvider({ children, store }: { children: ReactNode; store?: ConsentStore }) {
  const [consent] = useState(() => store ?? createConsentStore());
  // After hydration only: the server and the first client render both say `pending`, so markup matches.
  useEffect(() => {
    if (consent.getState().status === 'pending') consent.load();
  }, [consent]);
  return <ConsentContext.Provider value={consent}>{children}</ConsentContext.Provider>;
}

/** Null outside a provider (a block rendered on its own): consent then stays pending. */
export function useConsentStore(): ConsentStore | null {
  return useContext(ConsentContext);
}

export function useConsent(): ConsentState {
  const store = useConsentStore();
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? pending, pending);
}

const noSubscription = () => () => {};
const pending = () => pendingConsent;
