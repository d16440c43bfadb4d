/**
 * `excluding_fields=title,body`: those fields are left out of the content, of the root blok and of every
 * blok nested in it (a field belongs to a component, wherever the blok sits).
 */
function isBlok(value: Record<string, unknown>): boolean {
  return typeof value.component === 'string' && typeof value._uid === 'string';
}

export function excludingFields(value: unknown, fields: ReadonlySet<string>): unknown {
  if (fields.size === 0) return value;
  if (Array.isArray(value)) return value.map((item) => excludingFields(item, fields));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const blok = isBlok(record);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (blok && fields.has(key)) continue;
    out[key] = excludingFields(item, fields);
  }
  return out;
}
