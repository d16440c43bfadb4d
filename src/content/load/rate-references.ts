/**
 * Simulators use the rates the rates page publishes (docs/behaviour.md §2.25): a loan simulator's
 * `tasa_referencia` names a `fila_tasa` row and gets its nominal rate; a deposit simulator's `tabla_tasas`
 * names a `tabla_tasas` block and gets the rows that have a term in days (`plazos`). Resolved once, after
 * validation and before anything is rendered, so the page and its page data carry the figures the rates page
 * shows; a product page's `product_rate` names a row and gets its product and rates (issue 33). A reference that leads nowhere is a content error naming story, `_uid` and field, and the simulator
 * is left out of its page.
 */
import { routing } from '../../config/site';
import { walkRecords } from '../blok';
import { ContentError } from '../content-error';
import type { BlockOf } from '../schemas/registry';
import type { DepositTerm } from '../schemas/blocks/simulators';
import type { Story } from '../story';

type Row = BlockOf<'fila_tasa'>;
type Table = BlockOf<'tabla_tasas'>;

interface Found<T> {
  story: string;
  block: T;
}

/** Every block with each key: more than one is an error, reported on every copy. */
interface RateIndex {
  rows: Map<string, Found<Row>[]>;
  tables: Map<string, Found<Table>[]>;
}

const leftOut = Symbol('left out');

function duplicateKey(copy: Found<Row | Table>, key: string, others: readonly Found<Row | Table>[]) {
  const where = others.map((other) => `"${other.story}" (${other.block._uid})`).join(', ');
  return new ContentError('invalid_field', `The key "${key}" is also used by a block in ${where}`, {
    story: copy.story,
    uid: copy.block._uid,
    component: copy.block.component,
    field: 'clave',
    found: JSON.stringify(key),
    hint: `Give every rates table and rate row its own "clave"; until then simulators use the row of "${routing.ratesSlug}" and none elsewhere.`,
  });
}

function indexRates(stories: readonly Story[], errors: ContentError[]): RateIndex {
  const index: RateIndex = { rows: new Map(), tables: new Map() };
  for (const story of stories) {
    walkRecords(story.content, (record) => {
      const key = typeof record.clave === 'string' ? record.clave : '';
      const place = record.component === 'fila_tasa' ? index.rows : record.component === 'tabla_tasas' ? index.tables : null;
      if (!place || !key) return undefined;
      const copies = (place as Map<string, Found<unknown>[]>).get(key) ?? [];
      copies.push({ story: story.full_slug, block: record });
      (place as Map<string, Found<unknown>[]>).set(key, copies);
      return undefined;
    });
  }
  // Named on every copy: which one is the mistake is the editor's call, and blaming only the copy read
  // second once blamed the rates page for a row someone pasted elsewhere.
  for (const place of [index.rows, index.tables] as Map<string, Found<Row | Table>[]>[]) {
    for (const [key, copies] of place) {
      if (copies.length < 2) continue;
      for (const copy of copies) errors.push(duplicateKey(copy, key, copies.filter((other) => other !== copy)));
    }
  }
  return index;
}

/**
 * The block a key names: the only one, or with copies the rates page's (never a row elsewhere that
 * happens to share the key); `undefined` when there is none or no copy is on the rates page.
 */
function lookUp<T>(copies: readonly Found<T>[] | undefined): Found<T> | undefined {
  if (!copies || copies.length === 0) return undefined;
  if (copies.length === 1) return copies[0];
  const onRatesPage = copies.filter((copy) => copy.story === routing.ratesSlug);
  return onRatesPage.length === 1 ? onRatesPage[0] : undefined;
}

const ambiguous = (copies: readonly Found<unknown>[] | undefined) => (copies?.length ?? 0) > 1;

/** The rows of a table that have a term in days, shortest first. */
export function depositTerms(table: Table): DepositTerm[] {
  return (table.filas as Row[])
    .filter((row) => row.component === 'fila_tasa' && row.plazo_dias !== undefined && row.tasa_nominal !== undefined)
    .map((row) => ({ dias: row.plazo_dias as number, tasa_nominal: row.tasa_nominal as number, producto: row.producto }))
    .sort((a, b) => a.dias - b.dias);
}

type Resolution = Record<string, unknown> | typeof leftOut;

function resolveBlock(record: Record<string, unknown>, index: RateIndex, story: string, errors: ContentError[]): Resolution {
  const fail = (field: string, message: string, found: unknown, hint: string): typeof leftOut => {
    errors.push(
      new ContentError('invalid_field', message, {
        story,
        uid: String(record._uid),
        component: String(record.component),
        field,
        found: JSON.stringify(found),
        hint,
      }),
    );
    return leftOut;
  };
  /** The row a key names, or the failure that leaves `what` (the simulator, the rate) out of the page. */
  const rowOf = (key: string, field: string, what: string): Found<Row> | typeof leftOut => {
    const rows = index.rows.get(key);
    const row = lookUp(rows);
    if (row) return row;
    if (ambiguous(rows))
      return fail(field, `Several rate rows have the key "${key}", none of them on the rates page "${routing.ratesSlug}"`, key, `Give every rate row its own "clave"; ${what} is left out of the page until its rate has one source.`);
    return fail(field, `No rate row has the key "${key}"`, key, `Write the "clave" of a "fila_tasa" row of the rates page; ${what} is left out of the page until then.`);
  };
  if (record.component === 'simulador_credito') {
    const loan = record as BlockOf<'simulador_credito'>;
    if (!loan.tasa_referencia) return record;
    const row = rowOf(loan.tasa_referencia, 'tasa_referencia', 'the simulator');
    return row === leftOut ? row : { ...record, tasa_nominal: row.block.tasa_nominal };
  }
  if (record.component === 'product_rate') {
    const row = rowOf((record as BlockOf<'product_rate'>).clave, 'clave', 'the rate');
    if (row === leftOut) return row;
    const { producto, tasa_nominal, tasa_efectiva } = row.block;
    return { ...record, producto, tasa_nominal, tasa_efectiva };
  }
  if (record.component === 'simulador_deposito') {
    const deposit = record as BlockOf<'simulador_deposito'>;
    const tables = index.tables.get(deposit.tabla_tasas);
    const table = lookUp(tables);
    if (!table && ambiguous(tables))
      return fail('tabla_tasas', `Several rates tables have the key "${deposit.tabla_tasas}", none of them on the rates page "${routing.ratesSlug}"`, deposit.tabla_tasas, 'Give every rates table its own "clave"; the simulator is left out of the page until its rates have one source.');
    if (!table)
      return fail('tabla_tasas', `No rates table has the key "${deposit.tabla_tasas}"`, deposit.tabla_tasas, 'Write the "clave" of a "tabla_tasas" block of the rates page; the simulator is left out of the page until then.');
    const plazos = depositTerms(table.block);
    if (plazos.length === 0)
      return fail('tabla_tasas', `The rates table "${deposit.tabla_tasas}" has no row with a term in days ("plazo_dias")`, deposit.tabla_tasas, 'Give the deposit rows of the table their "plazo_dias", or refer to another table.');
    const repeated = plazos.find((term, i) => plazos[i + 1]?.dias === term.dias);
    if (repeated)
      return fail(
        'tabla_tasas',
        `Two rows of the rates table "${deposit.tabla_tasas}" have the term ${repeated.dias} days`,
        deposit.tabla_tasas,
        'Give each deposit row of the table its own "plazo_dias": the visitor chooses a term, not a row.',
      );
    if (deposit.plazo_defecto !== undefined && !plazos.some((term) => term.dias === deposit.plazo_defecto))
      return fail('plazo_defecto', `The default term ${deposit.plazo_defecto} days is not one of the table's terms (${plazos.map((t) => t.dias).join(', ')})`, deposit.plazo_defecto, 'Choose one of the terms of the rates table, or leave "plazo_defecto" empty for the shortest.');
    return { ...record, plazos };
  }
  return record;
}

/** Copies only what changes: a tree without simulators comes back as it was. */
function resolveTree(value: unknown, index: RateIndex, story: string, errors: ContentError[]): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.flatMap((item) => {
      const next = resolveTree(item, index, story, errors);
      if (next !== item) changed = true;
      return next === leftOut ? [] : [next];
    });
    return changed ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const resolved = resolveBlock(value as Record<string, unknown>, index, story, errors);
  if (resolved === leftOut) return leftOut;
  let out = resolved;
  for (const [key, child] of Object.entries(resolved)) {
    const next = resolveTree(child, index, story, errors);
    if (next === child) continue;
    if (out === value) out = { ...resolved };
    out[key] = next === leftOut ? null : next;
  }
  return out;
}

export function resolveRateReferences(stories: readonly Story[]): { stories: Story[]; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const index = indexRates(stories, errors);
  const resolved = stories.map((story) => {
    const content = resolveTree(story.content, index, story.full_slug, errors);
    // A page's root is a page type, never a simulator, so it is never left out.
    return content === story.content || content === leftOut ? story : { ...story, content: content as Story['content'] };
  });
  return { stories: resolved, errors };
}
