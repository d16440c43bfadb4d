import { createContext } from 'react';

/**
 * True only in the build's second render of a page with lazy panels (entry-server renderEveryPanel): every
 * tab panel then renders its content, so CSS pruning sees the classes blocks compose from content in
 * panels a visitor has not opened yet (`col-sm-5` of a column in the third tab). Pages and hydration never
 * set it.
 */
export const EveryPanelContext = createContext(false);
