import { createContext, useContext } from 'react';

/**
 * Set by an accordion for the togglers directly inside it: the accordion owns which one is open, so
 * opening one closes the others (docs/behaviour.md §2 "Accordion groups togglers so only one is open at a time").
 */
export interface AccordionGroup {
  openUid: string | null;
  setOpenUid: (uid: string | null) => void;
}

export const AccordionContext = createContext<AccordionGroup | null>(null);

export function useAccordionGroup(): AccordionGroup | null {
  return useContext(AccordionContext);
}
