/** `tel:` address of a number as written ("(503) 2555-0100", "+503 2555 0100"): digits, with a leading + kept. */
export function telephoneHref(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
