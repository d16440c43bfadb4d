/**
 * Where content names a bootstrap-icons icon (docs/behaviour.md §2 "icon", "icon link page"): the icon set bundled with
 * the site is made from these uses at bundle time (src/site-builder/bundle/icon-set.ts), and the build warns about names
 * bootstrap-icons lacks (src/content/checks/missing-icons.ts).
 */
import { walkRecords } from './blok';

/** Block component → the field holding the icon name. */
export const iconFields: Readonly<Record<string, string>> = {
  icon: 'icon',
  icon_link_page: 'icon',
  toggler: 'icon',
};

export interface IconUse {
  name: string;
  uid: string;
  component: string;
  field: string;
}

/** Every icon named in a story's content (or any value holding blocks), in document order. */
export function iconUses(value: unknown, out: IconUse[] = []): IconUse[] {
  walkRecords(value, (record) => {
    const field = typeof record.component === 'string' ? iconFields[record.component] : undefined;
    const name = field ? record[field] : undefined;
    if (field && typeof name === 'string' && name.trim()) {
      out.push({
        name: name.trim(),
        uid: typeof record._uid === 'string' ? record._uid : '',
        component: record.component as string,
        field,
      });
    }
  });
  return out;
}
