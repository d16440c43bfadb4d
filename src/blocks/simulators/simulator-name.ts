/**
 * The name a simulator goes by in the page's address (`?simulador=credito-hipotecario`, issue 32): its
 * product in lower case without accents. Kept apart from the simulators' code so the tabs block can open the
 * tab that holds the simulator an address names without loading a simulator.
 */
import { useEffect } from 'react';
import { walkRecords } from '../../content/blok';

export function simulatorName(product: string): string {
  return product
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const isSimulator = (record: Record<string, unknown>) =>
  record.component === 'simulador_credito' || record.component === 'simulador_deposito';

/** The index of the tab whose content holds the simulator the address names, or -1 (none, or no name). */
export function tabOfAddressedSimulator(tabs: readonly unknown[], search: string): number {
  const wanted = new URLSearchParams(search).get('simulador');
  if (!wanted) return -1;
  return tabs.findIndex((tab) => {
    let found = false;
    walkRecords(tab, (record) => {
      if (
        isSimulator(record) &&
        typeof record.producto === 'string' &&
        simulatorName(record.producto) === wanted
      )
        found = true;
      return found ? false : undefined;
    });
    return found;
  });
}

/**
 * Opens, once the page has hydrated, the tab holding the simulator the address names: the server renders the
 * first tab and knows no query string, so reading the address any earlier would not match its markup.
 */
export function useAddressedTab(tabs: readonly unknown[], open: (index: number) => void): void {
  useEffect(() => {
    const index = tabOfAddressedSimulator(tabs, window.location.search);
    if (index > 0) open(index);
    // Once, at hydration, as the simulator reads its own figures from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
