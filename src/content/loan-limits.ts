/**
 * A loan simulator's rate and limits from the rate rows it names (docs/behaviour.md §2.25, issue 32): the
 * rates page, the simulator and the product read one set of figures. Each row is a band of terms with its
 * nominal rate (`plazo_minimo`–`plazo_maximo` months); together the bands must cover the simulator's terms
 * without a gap or an overlap. The amounts and the loan-to-value limit are the product's, the same on every
 * row that states them. A limit the simulator writes itself may repeat the rows' figure, never contradict it:
 * a simulator offering 36 months beside a rates page that lends for 84 is the mistake issue 32 found.
 */
import type { BlockOf } from './schemas/registry';
import type { LoanBand, ResolvedLoanFields } from './schemas/blocks/simulators';

type Row = BlockOf<'fila_tasa'>;
type Loan = BlockOf<'simulador_credito'>;

/** Why a simulator cannot be resolved: the field to name and what to say. */
export interface LimitProblem {
  field: string;
  message: string;
  found: unknown;
  hint: string;
}

type Result = { ok: true; fields: ResolvedLoanFields } | { ok: false; problem: LimitProblem };

const fail = (problem: LimitProblem): Result => ({ ok: false, problem });

const productFields = ['monto_minimo', 'monto_maximo', 'financiamiento_maximo'] as const;

/** The one value the rows state for a field, undefined if none does; a problem if two rows differ. */
function sharedValue(
  rows: readonly Row[],
  field: (typeof productFields)[number],
): number | undefined | LimitProblem {
  const stated = rows.filter((row) => row[field] !== undefined);
  const [first] = stated;
  const other = stated.find((row) => row[field] !== first?.[field]);
  if (first && other)
    return {
      field: 'tasa_referencia',
      message: `The rate rows "${first.clave}" (${first[field]}) and "${other.clave}" (${other[field]}) state different "${field}" for one product`,
      found: [first.clave, other.clave],
      hint: 'A product has one amount range and one financing limit: write the same figure on each of its rows.',
    };
  return first?.[field];
}

function isProblem(value: unknown): value is LimitProblem {
  return typeof value === 'object' && value !== null && 'field' in value;
}

/** The bands of terms, shortest first; one row without a band covers the simulator's own terms. */
function bandsOf(rows: readonly Row[], loan: Loan): LoanBand[] | LimitProblem {
  if (rows.length === 1 && rows[0]?.plazo_minimo === undefined && rows[0]?.plazo_maximo === undefined) {
    const [row] = rows;
    return [
      {
        plazo_minimo: loan.plazo_minimo ?? 1,
        plazo_maximo: loan.plazo_maximo ?? 1,
        tasa_nominal: row?.tasa_nominal ?? 0,
      },
    ];
  }
  const unbanded = rows.find((row) => row.plazo_minimo === undefined || row.plazo_maximo === undefined);
  if (unbanded)
    return {
      field: 'tasa_referencia',
      message: `The rate row "${unbanded.clave}" has no band of terms ("plazo_minimo" and "plazo_maximo")`,
      found: unbanded.clave,
      hint: 'When a simulator names several rows, each row says the terms (in months) its rate is for.',
    };
  const bands = rows
    .map((row) => ({
      plazo_minimo: row.plazo_minimo as number,
      plazo_maximo: row.plazo_maximo as number,
      tasa_nominal: row.tasa_nominal ?? 0,
    }))
    .sort((a, b) => a.plazo_minimo - b.plazo_minimo);
  for (let i = 1; i < bands.length; i++) {
    const before = bands[i - 1] as LoanBand;
    const band = bands[i] as LoanBand;
    if (band.plazo_minimo !== before.plazo_maximo + 1)
      return {
        field: 'tasa_referencia',
        message: `The rate rows' terms ${before.plazo_minimo}–${before.plazo_maximo} and ${band.plazo_minimo}–${band.plazo_maximo} months ${band.plazo_minimo <= before.plazo_maximo ? 'overlap' : 'leave a gap'}`,
        found: bands.map((b) => `${b.plazo_minimo}-${b.plazo_maximo}`),
        hint: 'Each month of the term has one rate: make each band start the month after the one before ends.',
      };
  }
  return bands;
}

/** The simulator's own figure, checked against the rows'. */
function agree(
  loan: Loan,
  field: 'monto_minimo' | 'monto_maximo' | 'plazo_minimo' | 'plazo_maximo',
  fromRows: number | undefined,
): number | LimitProblem {
  const own = loan[field];
  if (own !== undefined && fromRows !== undefined && own !== fromRows)
    return {
      field,
      message: `The simulator's "${field}" (${own}) disagrees with its rate rows (${fromRows})`,
      found: own,
      hint: `Leave "${field}" empty so the simulator takes the rows' figure, or correct the rows on the rates page.`,
    };
  const value = fromRows ?? own;
  if (value === undefined)
    return {
      field,
      message: `Neither the simulator nor its rate rows state "${field}"`,
      found: null,
      hint: `Write "${field}" on the product's rows of the rates page (or on the simulator).`,
    };
  return value;
}

function defaultOutside(
  loan: Loan,
  field: 'monto_defecto' | 'plazo_defecto',
  min: number,
  max: number,
): LimitProblem | undefined {
  const value = loan[field];
  if (value === undefined || (value >= min && value <= max)) return undefined;
  return {
    field,
    message: `"${field}" (${value}) is outside the limits of the simulator's rate rows (${min} to ${max})`,
    found: value,
    hint: `Choose a default between ${min} and ${max}, or leave it empty for the minimum.`,
  };
}

export function resolveLoanLimits(loan: Loan, rows: readonly Row[]): Result {
  const bands = bandsOf(rows, loan);
  if (isProblem(bands)) return fail(bands);
  const banded = rows.some((row) => row.plazo_minimo !== undefined);
  const shared = productFields.map((field) => sharedValue(rows, field));
  const sharedProblem = shared.find(isProblem);
  if (sharedProblem) return fail(sharedProblem);
  const [rowMin, rowMax, ltv] = shared as (number | undefined)[];
  const limits = [
    agree(loan, 'monto_minimo', rowMin),
    agree(loan, 'monto_maximo', rowMax),
    agree(loan, 'plazo_minimo', banded ? bands[0]?.plazo_minimo : undefined),
    agree(loan, 'plazo_maximo', banded ? bands.at(-1)?.plazo_maximo : undefined),
  ];
  const limitProblem = limits.find(isProblem);
  if (limitProblem) return fail(limitProblem);
  const [monto_minimo, monto_maximo, plazo_minimo, plazo_maximo] = limits as number[];
  const outside =
    defaultOutside(loan, 'monto_defecto', monto_minimo as number, monto_maximo as number) ??
    defaultOutside(loan, 'plazo_defecto', plazo_minimo as number, plazo_maximo as number);
  if (outside) return fail(outside);
  return {
    ok: true,
    fields: {
      tasa_nominal: bands[0]?.tasa_nominal ?? 0,
      bandas: bands,
      monto_minimo: monto_minimo as number,
      monto_maximo: monto_maximo as number,
      plazo_minimo: plazo_minimo as number,
      plazo_maximo: plazo_maximo as number,
      ...(ltv === undefined ? {} : { financiamiento_maximo: ltv }),
    },
  };
}
