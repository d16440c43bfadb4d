/** Ids of the page document's elements that the browser code looks up; in a module of their own so the entry's first stage stays small. */
export const initialStateElementId = '__INITIAL_STATE__';
export const appElementId = 'app';
