/**
 * Simulators use the rates the rates page publishes (docs/behaviour.md §2.25): a loan simulator's
 * `tasa_referencia` names a `fila_tasa` row and gets its nominal rate; a deposit simulator's `tabla_tasas`
 * names a `tabla_tasas` block and gets the rows that have a term in days (`plazos`). Resolved once, after
 * validation and before anything is rendered, so the page and its page data carry the figures the rates page
 * shows; a product page's `product_rate` names a row and gets its product and rates (issue 33). A reference that leads nowhere is a content error naming story, `_uid` and field, and the simulator
 * is left out of its page.
 */
import { routing } from '../config/site';
import { walkRecords } from './blok';
import { ContentError } from './content-error';
import type { BlockOf } from './schemas/registry';
import { referencedKeys, type DepositTerm } from './schemas/blocks/simulators';
import { resolveLoanLimits } from './loan-limits';
import type { Story } from './story';

type Row = BlockOf<'fila_tasa'>;
type Table = BlockOf<'tabla_tasas'>;

export interface Found<T> {
  story: string;
  block: T;
}

/** Every block with each key: more than one is an error, reported on every copy. */
export interface RateIndex {
  rows: Map<string, Found<Row>[]>;
  tables: Map<string, Found<Table>[]>;
}

/** A rate row or rates table a story gives under a key (`clave`), as the index takes it from the story alone. */
export interface RateDefinition {
  place: 'rows' | 'tables';
  key: string;
  block: Record<string, unknown>;
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

/** The rows and tables `story` gives under a key, in the order the index meets them. */
export function rateDefinitions(story: Story): RateDefinition[] {
  const found: RateDefinition[] = [];
  walkRecords(story.content, (record) => {
    const key = typeof record.clave === 'string' ? record.clave : '';
    const place =
      record.component === 'fila_tasa' ? 'rows' : record.component === 'tabla_tasas' ? 'tables' : null;
    if (place && key) found.push({ place, key, block: record });
    return undefined;
  });
  return found;
}

/** The index of the rows and tables the stories give (each story's rateDefinitions, in the stories' order). */
export function indexRates(
  defined: readonly { story: string; definitions: readonly RateDefinition[] }[],
  errors: ContentError[],
): RateIndex {
  const index: RateIndex = { rows: new Map(), tables: new Map() };
  for (const { story, definitions } of defined) {
    for (const { place, key, block } of definitions) {
      const map = index[place] as Map<string, Found<unknown>[]>;
      const copies = map.get(key) ?? [];
      copies.push({ story, block });
      map.set(key, copies);
    }
  }
  // Named on every copy: which one is the mistake is the editor's call, and blaming only the copy read
  // second once blamed the rates page for a row someone pasted elsewhere.
  for (const place of [index.rows, index.tables] as Map<string, Found<Row | Table>[]>[]) {
    for (const [key, copies] of place) {
      if (copies.length < 2) continue;
      for (const copy of copies)
        errors.push(
          duplicateKey(
            copy,
            key,
            copies.filter((other) => other !== copy),
          ),
        );
    }
  }
  return index;
}

/**
 * The keys `story`'s simulators and product rates look up (rows or tables): with what the index holds under
 * them, all that resolving the story reads of other stories. Every reference is taken, even one in a block a
 * failed reference leaves out: more than is read, never less.
 */
export function rateKeysRead(story: Story): { place: RateDefinition['place']; key: string }[] {
  const keys: { place: RateDefinition['place']; key: string }[] = [];
  walkRecords(story.content, (record) => {
    if (record.component === 'simulador_credito' && typeof record.tasa_referencia === 'string')
      for (const key of referencedKeys(record.tasa_referencia)) keys.push({ place: 'rows', key });
    if (record.component === 'product_rate' && typeof record.clave === 'string')
      keys.push({ place: 'rows', key: record.clave });
    if (record.component === 'simulador_deposito' && typeof record.tabla_tasas === 'string')
      keys.push({ place: 'tables', key: record.tabla_tasas });
    return undefined;
  });
  return keys;
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

/** The general segment's terms first, then each segment's, shortest first. */
function byTerm(a: DepositTerm, b: DepositTerm): number {
  if (a.segmento !== b.segmento)
    return a.segmento === '' ? -1 : b.segmento === '' ? 1 : a.segmento.localeCompare(b.segmento);
  return a.dias - b.dias;
}

/**
 * The rows of a table that have a term in days, each with its amount limits: the row's own, else the
 * simulator's (a table whose rows state none). A limit neither states is left at 0 for the caller to report.
 */
export function depositTerms(
  table: Table,
  fallback: { min?: number | undefined; max?: number | undefined } = {},
): DepositTerm[] {
  return (table.filas as Row[])
    .filter(
      (row) =>
        row.component === 'fila_tasa' && row.plazo_dias !== undefined && row.tasa_nominal !== undefined,
    )
    .map((row) => ({
      dias: row.plazo_dias as number,
      tasa_nominal: row.tasa_nominal as number,
      producto: row.producto,
      segmento: row.segmento.trim(),
      monto_minimo: row.monto_minimo ?? fallback.min ?? 0,
      monto_maximo: row.monto_maximo ?? fallback.max ?? 0,
    }))
    .sort(byTerm);
}

type Resolution = Record<string, unknown> | typeof leftOut;

/**
 * A deposit simulator's own limits may repeat its rows', never contradict them; every term needs an upper
 * limit (issue 32: a simulator that took US$99,999,999,999 ran its figures off a phone's screen).
 */
function depositLimitProblem(deposit: BlockOf<'simulador_deposito'>, plazos: readonly DepositTerm[]) {
  const general = plazos.filter((term) => term.segmento === plazos[0]?.segmento);
  const lowest = Math.min(...general.map((term) => term.monto_minimo));
  const highest = Math.max(...plazos.map((term) => term.monto_maximo));
  if (deposit.monto_minimo !== undefined && deposit.monto_minimo !== lowest)
    return {
      field: 'monto_minimo',
      message: `The simulator's "monto_minimo" (${deposit.monto_minimo}) disagrees with its rates table's rows (${lowest})`,
      found: deposit.monto_minimo,
      hint: 'Leave "monto_minimo" empty so the simulator takes the rows\' figure, or correct the rows on the rates page.',
    };
  if (deposit.monto_maximo !== undefined && deposit.monto_maximo !== highest)
    return {
      field: 'monto_maximo',
      message: `The simulator's "monto_maximo" (${deposit.monto_maximo}) disagrees with its rates table's rows (${highest})`,
      found: deposit.monto_maximo,
      hint: 'Leave "monto_maximo" empty so the simulator takes the rows\' figure, or correct the rows on the rates page.',
    };
  const unbounded = plazos.find((term) => term.monto_minimo <= 0 || term.monto_maximo <= 0);
  if (unbounded)
    return {
      field: 'tabla_tasas',
      message: `The deposit row "${unbounded.producto}" states no ${unbounded.monto_minimo <= 0 ? 'minimum' : 'maximum'} amount`,
      found: deposit.tabla_tasas,
      hint: 'Write "monto_minimo" and "monto_maximo" on each deposit row of the rates table.',
    };
  const inverted = plazos.find((term) => term.monto_minimo > term.monto_maximo);
  if (inverted)
    return {
      field: 'tabla_tasas',
      message: `The deposit row "${inverted.producto}" has a minimum amount above its maximum`,
      found: deposit.tabla_tasas,
      hint: 'Correct the row on the rates page.',
    };
  if (
    deposit.monto_defecto !== undefined &&
    (deposit.monto_defecto < lowest ||
      deposit.monto_defecto > Math.max(...general.map((t) => t.monto_maximo)))
  )
    return {
      field: 'monto_defecto',
      message: `"monto_defecto" (${deposit.monto_defecto}) is outside the limits of the table's first segment`,
      found: deposit.monto_defecto,
      hint: 'Choose a default the shortest terms accept.',
    };
  return undefined;
}

function resolveBlock(
  record: Record<string, unknown>,
  index: RateIndex,
  story: string,
  errors: ContentError[],
): Resolution {
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
      return fail(
        field,
        `Several rate rows have the key "${key}", none of them on the rates page "${routing.ratesSlug}"`,
        key,
        `Give every rate row its own "clave"; ${what} is left out of the page until its rate has one source.`,
      );
    return fail(
      field,
      `No rate row has the key "${key}"`,
      key,
      `Write the "clave" of a "fila_tasa" row of the rates page; ${what} is left out of the page until then.`,
    );
  };
  if (record.component === 'simulador_credito') {
    const loan = record as BlockOf<'simulador_credito'>;
    if (!loan.tasa_referencia) return record;
    const found: Row[] = [];
    for (const key of referencedKeys(loan.tasa_referencia)) {
      const row = rowOf(key, 'tasa_referencia', 'the simulator');
      if (row === leftOut) return row;
      found.push(row.block);
    }
    const limits = resolveLoanLimits(loan, found);
    if (!limits.ok)
      return fail(limits.problem.field, limits.problem.message, limits.problem.found, limits.problem.hint);
    return { ...record, ...limits.fields };
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
      return fail(
        'tabla_tasas',
        `Several rates tables have the key "${deposit.tabla_tasas}", none of them on the rates page "${routing.ratesSlug}"`,
        deposit.tabla_tasas,
        'Give every rates table its own "clave"; the simulator is left out of the page until its rates have one source.',
      );
    if (!table)
      return fail(
        'tabla_tasas',
        `No rates table has the key "${deposit.tabla_tasas}"`,
        deposit.tabla_tasas,
        'Write the "clave" of a "tabla_tasas" block of the rates page; the simulator is left out of the page until then.',
      );
    const plazos = depositTerms(table.block, { min: deposit.monto_minimo, max: deposit.monto_maximo });
    if (plazos.length === 0)
      return fail(
        'tabla_tasas',
        `The rates table "${deposit.tabla_tasas}" has no row with a term in days ("plazo_dias")`,
        deposit.tabla_tasas,
        'Give the deposit rows of the table their "plazo_dias", or refer to another table.',
      );
    const repeated = plazos.find(
      (term, i) => plazos[i + 1]?.dias === term.dias && plazos[i + 1]?.segmento === term.segmento,
    );
    if (repeated)
      return fail(
        'tabla_tasas',
        `Two rows of the rates table "${deposit.tabla_tasas}" have the term ${repeated.dias} days${repeated.segmento ? ` in the segment "${repeated.segmento}"` : ''}`,
        deposit.tabla_tasas,
        'Give each deposit row of a segment its own "plazo_dias": the visitor chooses a term, not a row.',
      );
    // The default is a term of the segment the simulator starts on (the general one, or the table's first).
    const firstSegment = plazos.filter((term) => term.segmento === plazos[0]?.segmento);
    if (
      deposit.plazo_defecto !== undefined &&
      !firstSegment.some((term) => term.dias === deposit.plazo_defecto)
    )
      return fail(
        'plazo_defecto',
        `The default term ${deposit.plazo_defecto} days is not one of the table's terms (${firstSegment.map((t) => t.dias).join(', ')})`,
        deposit.plazo_defecto,
        'Choose one of the terms of the rates table, or leave "plazo_defecto" empty for the shortest.',
      );
    const limitProblem = depositLimitProblem(deposit, plazos);
    if (limitProblem)
      return fail(limitProblem.field, limitProblem.message, limitProblem.found, limitProblem.hint);
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

/** `story` with its simulators' and product rates' references resolved through `index`; problems go to `errors`. */
export function resolveStoryRates(story: Story, index: RateIndex, errors: ContentError[]): Story {
  const content = resolveTree(story.content, index, story.full_slug, errors);
  // A page's root is a page type, never a simulator, so it is never left out.
  return content === story.content || content === leftOut
    ? story
    : { ...story, content: content as Story['content'] };
}

export function resolveRateReferences(stories: readonly Story[]): {
  stories: Story[];
  errors: ContentError[];
} {
  const errors: ContentError[] = [];
  const index = indexRates(
    stories.map((story) => ({ story: story.full_slug, definitions: rateDefinitions(story) })),
    errors,
  );
  return { stories: stories.map((story) => resolveStoryRates(story, index, errors)), errors };
}
