import { createContext } from 'react';

/** True inside a `tabla_tasas`: its `fila_tasa` rows draw themselves as table rows there only. */
export const RatesTableContext = createContext(false);
