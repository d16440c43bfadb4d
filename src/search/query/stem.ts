/**
 * Spanish stems (Snowball, from @orama/stemmers), so that singular and plural and common inflections
 * meet: "tarjetas" and "tarjeta", "sucursales" and "sucursal". Taken on folded words, as typed.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { fold } from './words';

export function stem(word: string): string {
  return stemmer(fold(word));
}

/**
 * Whether two words are the same word for the search: equal stems, or one stem the start of the other
 * (Snowball cuts "prestamos" to "prest" but "prestamo" to "prestam" once the accent is gone), the shorter
 * at least four letters long.
 */
export function sameWord(a: string, b: string): boolean {
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb) return true;
  const [short, long] = sa.length <= sb.length ? [sa, sb] : [sb, sa];
  return short.length >= 4 && long.startsWith(short);
}
