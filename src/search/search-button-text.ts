/**
 * The header button's name: the only text of the search in every page's code. Its own module, because the
 * bundler places a module, not an export, in the chunk that first needs it: in search-texts.ts it pulled all
 * of the search's texts (0.4 kB brotli) into the entry.
 */
export const searchButtonText = 'Buscar';
