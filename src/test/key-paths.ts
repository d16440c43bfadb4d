/**
 * Every key of a value in order, marked when its value is undefined: page data bytes depend on both, so
 * tests of the content caches compare results by these (a deep equality would ignore order and undefined).
 */
export function keyPaths(value: unknown, out: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, child] of Object.entries(value)) {
    out.push(child === undefined ? `${key}=undefined` : key);
    keyPaths(child, out);
  }
  return out;
}
