/**
 * A simulation kept in the page's address (docs/behaviour.md §2.25, issue 32): `?simulador=credito-personal&
 * monto=10000&plazo=24` reproduces the result when the address is shared or reloaded. The address is read once
 * the page has hydrated (the server knows no query string) and its values go through the same reading as
 * typed ones, so a wrong value shows its message, never a figure. It is rewritten with `replaceState` as the
 * visitor types: no history entry per keystroke. It always describes the screen (issue 40): while a field is
 * wrong the address holds what was typed, so opening it shows the same message, never the result of an earlier
 * valid figure. The address's other parameters (a campaign's `utm_source`, anything the site does not write)
 * stay as they came.
 */
import { useEffect, useRef } from 'react';
import { simulatorName } from './simulator-name';

export { simulatorName };

export type AddressFields = Record<string, string>;

/**
 * The fields the address holds for this simulator: those it names when `simulador` is its name or absent
 * (`?monto=…&plazo=…` on a page with one simulator); undefined when it names another or holds none.
 */
export function readAddress(
  search: string,
  name: string,
  fields: readonly string[],
): AddressFields | undefined {
  const params = new URLSearchParams(search);
  const named = params.get('simulador');
  if (named !== null && named !== name) return undefined;
  const found = fields.filter((field) => params.has(field)).map((field) => [field, params.get(field) ?? '']);
  return found.length ? Object.fromEntries(found) : undefined;
}

/**
 * A typed figure as the address writes it: a number without its grouping commas ("150,000.00" → "150000"),
 * anything else as typed, trimmed ("abc", "-5", "20.5"), so reading it back gives the same message.
 */
export function addressValue(typed: string): string {
  const trimmed = typed.trim();
  const grouped = /^(\d{1,3}(,\d{3})*|\d+)(\.\d+)?$/;
  return grouped.test(trimmed) ? String(Number(trimmed.replace(/,/g, ''))) : trimmed;
}

/** The query string for a simulation, after `?`. */
export function addressFor(name: string, fields: AddressFields): string {
  return new URLSearchParams({ simulador: name, ...fields }).toString();
}

/**
 * The query string of an address (`search`, with or without `?`) once it holds the simulation `key` (an
 * addressFor() string): the simulator's parameters (`fields`, whether this simulation uses them or a sibling
 * on the same page did) replaced, the others kept in their order.
 */
export function searchWith(search: string, key: string, fields: readonly string[]): string {
  const simulation = new URLSearchParams(key);
  const kept = [...new URLSearchParams(search)].filter(
    ([param]) => param !== 'simulador' && !fields.includes(param) && !simulation.has(param),
  );
  return new URLSearchParams([...kept, ...simulation]).toString();
}

/**
 * Restores the simulation the address holds once after hydration, and keeps the address up to date with
 * `current` (the fields as the screen shows them, valid or not) from the visitor's first change on.
 */
export function useSimulatorAddress(
  name: string,
  fields: readonly string[],
  current: AddressFields,
  restore: (found: AddressFields) => void,
): void {
  const restored = useRef(false);
  const key = addressFor(name, current);
  const example = useRef(key);
  const moved = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const found = readAddress(window.location.search, name, fields);
    if (found) restore(found);
    // `name` and `fields` are fixed for a simulator: this runs once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The example the page starts with is no one's simulation: the address changes from the first change on
    // (an address restored on load counts, and is rewritten the same).
    if (!moved.current && key === example.current) return;
    moved.current = true;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}?${searchWith(window.location.search, key, fields)}${window.location.hash}`,
    );
  }, [key, fields]);
}
