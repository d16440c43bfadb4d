import { walkRecords } from '../../content/blok';

/** Every component type named in a content tree (blocks inside rich text included). */
export function componentsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  walkRecords(value, (record) => {
    if (typeof record.component === 'string') found.add(record.component);
  });
  return found;
}
