/**
 * Simulators and the rates they use (docs/behaviour.md §2.25): a loan simulator, a deposit simulator, and the
 * rates table (`tabla_tasas` of `fila_tasa` rows) that the rates page shows and the simulators refer to by key,
 * so a published rate is written once. Figures that make no sense (a rate outside 0–100 %, a minimum above its
 * maximum, a default outside its range, no disclaimer) fail the block with a content error naming the field;
 * references to rows and tables are checked across stories in src/content/rate-references.ts.
 */
import type { z } from 'zod';
import { defaults } from '../../../config/site';
import { isRichTextEmpty } from '../../rich-text-empty';
import type { RichTextDoc } from '../../rich-text-types';
import { defineBlock } from '../define-block';
import { blokList, bool, numeric, option, text } from '../fields';
import { numberRanges } from '../number-ranges';
import { richText } from '../rich-text';

type Issues = z.core.$RefinementCtx;

/** A key other content refers to: letters, digits and hyphens, as in a URL. */
export const rateKey = () =>
  text()
    .transform((v) => v.trim())
    .refine((v) => /^[a-z0-9-]*$/.test(v), {
      message: 'a key is written in lower-case letters, digits and hyphens (e.g. "deposito-plazo-30")',
    });

/** One key, or several separated by commas: the rows of one product, one per band of terms. */
const rateKeys = () =>
  text()
    .transform((v) => v.trim())
    .refine((v) => /^(?:[a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)?$/.test(v), {
      message:
        'keys are written in lower-case letters, digits and hyphens, several separated by commas (e.g. "prestamo-personal-36, prestamo-personal-60")',
    });

/** The keys a `tasa_referencia` names, in the order written. */
export function referencedKeys(reference: string): string[] {
  return reference
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** What a loan simulator asks the visitor for: an amount, or the price of a home or vehicle and a down payment. */
export const loanKinds = ['personal', 'hipotecario', 'vehiculo'] as const;
export type LoanKind = (typeof loanKinds)[number];

/** The range (0–100 %) is the field's own (numberRanges.percent); what is left is whether it must be set. */
function requirePercent(value: number | undefined, field: string, issues: Issues, required: boolean): void {
  if (value === undefined && required)
    issues.addIssue({ code: 'custom', path: [field], message: `"${field}" is required (a percentage)` });
}

function requireDisclaimer(doc: RichTextDoc, issues: Issues): void {
  if (isRichTextEmpty(doc))
    issues.addIssue({
      code: 'custom',
      path: ['aviso'],
      message: 'a simulator needs its disclaimer ("aviso"): the figures are an example, not an offer',
    });
}

interface Range {
  min: number | undefined;
  /** The limits may be left to the rate rows the block refers to (checked in src/content/loan-limits.ts). */
  optional?: boolean;
  max?: number | undefined;
  fallback?: number | undefined;
  names: { min: string; max?: string; fallback: string };
  /** Whole numbers only (terms in months). */
  whole?: boolean;
}

function checkRange({ min, max, fallback, names, whole, optional }: Range, issues: Issues): void {
  const add = (field: string, message: string) => issues.addIssue({ code: 'custom', path: [field], message });
  const fields: [string | undefined, number | undefined][] = [
    [names.min, min],
    [names.max, max],
    [names.fallback, fallback],
  ];
  for (const [field, value] of fields) {
    if (field === undefined || value === undefined) continue;
    if (value <= 0) add(field, `"${field}" must be greater than 0, found ${value}`);
    else if (whole && !Number.isInteger(value))
      add(field, `"${field}" is a whole number of months, found ${value}`);
  }
  if (min === undefined && !optional) add(names.min, `"${names.min}" is required`);
  if (names.max && max === undefined && !optional) add(names.max, `"${names.max}" is required`);
  if (min !== undefined && max !== undefined && names.max && min > max) {
    // One mistake, one error: the default is measured against a range that makes sense.
    add(names.min, `"${names.min}" (${min}) is greater than "${names.max}" (${max})`);
    return;
  }
  if (fallback !== undefined && min !== undefined && fallback < min)
    add(names.fallback, `"${names.fallback}" (${fallback}) is below "${names.min}" (${min})`);
  if (fallback !== undefined && max !== undefined && names.max && fallback > max)
    add(names.fallback, `"${names.fallback}" (${fallback}) is above "${names.max}" (${max})`);
}

const loanBase = defineBlock('simulador_credito', {
  /** Product name, in the heading: "Simulá tu {producto}". */
  producto: text(),
  /** Annual nominal rate in percent; or, instead, `tasa_referencia`. */
  tasa_nominal: numeric(numberRanges.percent),
  /**
   * `clave` of a `fila_tasa` row (the rates page's), or of several, one per band of terms: the simulator uses
   * the nominal rate of the row whose term band holds the visitor's term, and takes its limits from the rows.
   */
  tasa_referencia: rateKeys(),
  /** Unset: an amount ("personal"); "hipotecario" and "vehiculo" ask for a price and a down payment. */
  tipo: option(loanKinds),
  /** The highest price of the home or vehicle a visitor may type ("hipotecario", "vehiculo"). */
  valor_maximo: numeric(numberRanges.amount),
  /** Debt insurance in US$ per thousand of the amount lent, a month (the rates page's "por millar mensual"). */
  seguro_deuda_millar: numeric(numberRanges.amount),
  /** Limits: unset where the rate rows carry them (a simulator's own limit may not disagree with its rows). */
  monto_minimo: numeric(numberRanges.amount),
  monto_maximo: numeric(numberRanges.amount),
  /** Months. */
  plazo_minimo: numeric(numberRanges.months),
  plazo_maximo: numeric(numberRanges.months),
  /** Shown before the visitor types (and without JavaScript); unset: the minimum. */
  monto_defecto: numeric(numberRanges.amount),
  plazo_defecto: numeric(numberRanges.months),
  /** Percent of the amount, paid once. */
  comision_apertura: numeric(numberRanges.percent),
  /** US$ added to every monthly payment. */
  seguro_mensual: numeric(numberRanges.amount),
  /** The month-by-month schedule is offered unless this is set. */
  ocultar_tabla: bool(),
  aviso: richText,
});

export const simuladorCreditoBlock = {
  ...loanBase,
  schema: loanBase.schema.superRefine((blok, issues) => {
    if (blok.tasa_referencia && blok.tasa_nominal !== undefined)
      issues.addIssue({
        code: 'custom',
        path: ['tasa_referencia'],
        message: 'set either "tasa_nominal" or "tasa_referencia", not both',
      });
    requirePercent(blok.tasa_nominal, 'tasa_nominal', issues, !blok.tasa_referencia);
    checkRange(
      {
        min: blok.monto_minimo,
        max: blok.monto_maximo,
        fallback: blok.monto_defecto,
        names: { min: 'monto_minimo', max: 'monto_maximo', fallback: 'monto_defecto' },
        optional: Boolean(blok.tasa_referencia),
      },
      issues,
    );
    checkRange(
      {
        optional: Boolean(blok.tasa_referencia),
        min: blok.plazo_minimo,
        max: blok.plazo_maximo,
        fallback: blok.plazo_defecto,
        names: { min: 'plazo_minimo', max: 'plazo_maximo', fallback: 'plazo_defecto' },
        whole: true,
      },
      issues,
    );
    for (const field of ['seguro_mensual', 'seguro_deuda_millar', 'valor_maximo'] as const) {
      const value = blok[field];
      if (value !== undefined && value < 0)
        issues.addIssue({
          code: 'custom',
          path: [field],
          message: `"${field}" cannot be negative, found ${value}`,
        });
    }
    if (blok.tipo && blok.tipo !== 'personal' && blok.valor_maximo === undefined)
      issues.addIssue({
        code: 'custom',
        path: ['valor_maximo'],
        message: `"valor_maximo" is required for a simulator of type "${blok.tipo}": the highest price a visitor may type`,
      });
    requireDisclaimer(blok.aviso, issues);
  }),
};

/** A term a deposit simulator offers, taken from a rates table row with `plazo_dias` (src/content/rate-references.ts). */
export interface DepositTerm {
  dias: number;
  tasa_nominal: number;
  producto: string;
  /** The row's segment ("Premier"); '' for the general one. */
  segmento: string;
  monto_minimo: number;
  monto_maximo: number;
}

/** A band of terms of a loan, from a rate row with `plazo_minimo` and `plazo_maximo` (src/content/loan-limits.ts). */
export interface LoanBand {
  plazo_minimo: number;
  plazo_maximo: number;
  tasa_nominal: number;
}

/** The figures the build adds to a loan simulator from its rate rows (src/content/loan-limits.ts). */
export interface ResolvedLoanFields {
  tasa_nominal: number;
  bandas: LoanBand[];
  monto_minimo: number;
  monto_maximo: number;
  plazo_minimo: number;
  plazo_maximo: number;
  financiamiento_maximo?: number;
}

const depositBase = defineBlock('simulador_deposito', {
  producto: text(),
  /** `clave` of a `tabla_tasas`: its rows with `plazo_dias` are the terms the visitor chooses from. */
  tabla_tasas: rateKey(),
  /** Unset where the table's rows carry their limits; set, it may not disagree with them. */
  monto_minimo: numeric(numberRanges.amount),
  monto_maximo: numeric(numberRanges.amount),
  monto_defecto: numeric(numberRanges.amount),
  /** Days; one of the table's terms (checked with the table). Unset: the first term. */
  plazo_defecto: numeric(numberRanges.days),
  /** Income-tax withholding on the interest, in percent; unset: the site's default. */
  retencion_renta: numeric(numberRanges.percent).transform((v) => v ?? defaults.incomeTaxWithholdingPercent),
  aviso: richText,
});

export const simuladorDepositoBlock = {
  ...depositBase,
  schema: depositBase.schema.superRefine((blok, issues) => {
    if (!blok.tabla_tasas)
      issues.addIssue({
        code: 'custom',
        path: ['tabla_tasas'],
        message: '"tabla_tasas" is required: the "clave" of the rates table whose terms the simulator offers',
      });
    checkRange(
      {
        min: blok.monto_minimo,
        max: blok.monto_maximo,
        fallback: blok.monto_defecto,
        names: { min: 'monto_minimo', max: 'monto_maximo', fallback: 'monto_defecto' },
        optional: true,
      },
      issues,
    );
    requirePercent(blok.retencion_renta, 'retencion_renta', issues, true);
    requireDisclaimer(blok.aviso, issues);
  }),
};

/** A table of published rates; `clave` lets simulators refer to it. */
export const tablaTasasBlock = defineBlock('tabla_tasas', {
  clave: rateKey(),
  /** Heading of the last column ("Plazo máximo", "Monto mínimo"). */
  columna_detalle: text(),
  filas: blokList,
});

const rowBase = defineBlock('fila_tasa', {
  /** Referred to by a loan simulator's `tasa_referencia`; unique in the site. */
  clave: rateKey(),
  producto: text(),
  tasa_nominal: numeric(numberRanges.percent),
  tasa_efectiva: numeric(numberRanges.percent),
  /** The last column as written ("Hasta 36 meses", "US$1,000.00"). */
  detalle: text(),
  /** The term of a deposit in days: rows with one are the terms a deposit simulator offers. */
  plazo_dias: numeric(numberRanges.days),
  /** A deposit row's segment ("Premier"): the deposit simulator offers each segment's terms. */
  segmento: text(),
  /** The product's limits, read by the simulators and written in the table's last column when `detalle` is empty. */
  monto_minimo: numeric(numberRanges.amount),
  monto_maximo: numeric(numberRanges.amount),
  /** A loan row's band of terms, in months. */
  plazo_minimo: numeric(numberRanges.months),
  plazo_maximo: numeric(numberRanges.months),
  /** The most the bank lends, in percent of the price of the home or vehicle (loan-to-value). */
  financiamiento_maximo: numeric(numberRanges.percent),
});

export const filaTasaBlock = {
  ...rowBase,
  schema: rowBase.schema.superRefine((row, issues) => {
    requirePercent(row.tasa_nominal, 'tasa_nominal', issues, true);
    if (row.plazo_dias !== undefined && (!Number.isInteger(row.plazo_dias) || row.plazo_dias <= 0))
      issues.addIssue({
        code: 'custom',
        path: ['plazo_dias'],
        message: `"plazo_dias" is a whole number of days, found ${row.plazo_dias}`,
      });
    checkRange(
      {
        min: row.monto_minimo,
        max: row.monto_maximo,
        names: { min: 'monto_minimo', max: 'monto_maximo', fallback: 'monto_defecto' },
        optional: true,
      },
      issues,
    );
    checkRange(
      {
        min: row.plazo_minimo,
        max: row.plazo_maximo,
        names: { min: 'plazo_minimo', max: 'plazo_maximo', fallback: 'plazo_defecto' },
        whole: true,
        optional: true,
      },
      issues,
    );
    if (row.financiamiento_maximo !== undefined && row.financiamiento_maximo <= 0)
      issues.addIssue({
        code: 'custom',
        path: ['financiamiento_maximo'],
        message: `"financiamiento_maximo" must be greater than 0, found ${row.financiamiento_maximo}`,
      });
  }),
};

/** Simulator blocks (owned by this file; joined in ../registry.ts). */
export const simulatorBlocks = {
  simulador_credito: simuladorCreditoBlock,
  simulador_deposito: simuladorDepositoBlock,
  tabla_tasas: tablaTasasBlock,
  fila_tasa: filaTasaBlock,
} as const;
