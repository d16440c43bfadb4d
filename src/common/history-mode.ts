/**
 * An attribute a link carries when following it should replace the current history entry instead of
 * adding one (the button's `replace` option): the link catcher reads it, and the browser, before the
 * runtime starts or for a full load, simply follows the link.
 */
export const replaceHistoryAttribute = 'data-replace-history';
