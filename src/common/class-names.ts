/** Joins class names, skipping empty values. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ').trim();
  return joined || undefined;
}
