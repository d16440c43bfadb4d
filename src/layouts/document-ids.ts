/** Ids of the page document's elements that the browser code looks up; in a module of their own, which the browser's start reads without the document's layout. */
export const initialStateElementId = '__INITIAL_STATE__';
export const appElementId = 'app';
