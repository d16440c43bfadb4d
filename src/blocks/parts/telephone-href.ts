/**
 * `tel:` address of a telephone number as written in content ("+503 2555-0100", "(503) 2281-2444"):
 * only digits and a leading '+' are kept, so every phone dials the same way. Empty when there are no digits.
 */
export function telephoneHref(telephone: string): string {
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
