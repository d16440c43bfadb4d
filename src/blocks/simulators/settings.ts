/**
 * A simulator block's figures as the components use them: cents, whole months, the defaults filled in.
 * The block's schema has already refused impossible figures (src/content/schemas/blocks/simulators.ts); the
 * fallbacks here only keep a preview of half-written content from throwing.
 */
import type { BlockOf } from '../../content/schemas/registry';
import type { DepositTerm, LoanKind, ResolvedLoanFields } from '../../content/schemas/blocks/simulators';
import { toCents, type Cents } from './money';
import type { TermUnit } from './visitor-input';

export interface RateBand {
  minMonths: number;
  maxMonths: number;
  ratePercent: number;
}

export interface LoanSettings {
  product: string;
  /** What the visitor types: an amount, or a price and a down payment. */
  kind: LoanKind;
  /** The rate of each band of terms, shortest first; a simulator without bands has one. */
  bands: RateBand[];
  /** The amount lent. */
  amount: { min: Cents; max: Cents; initial: Cents };
  months: { min: number; max: number; initial: number };
  /** A mortgage's term is typed in years. */
  termUnit: TermUnit;
  /** The price of a home or vehicle: the example and the highest a visitor may type. */
  price: { max: Cents; initial: Cents };
  /** Loan-to-value limit in hundredths of a percent (9000: 90 %); 10000 where the product states none. */
  maxFinancing: number;
  monthlyInsurance: Cents;
  /** Debt insurance per thousand of the amount lent, a month, in US$. */
  debtInsurancePerMille: number;
  openingFeePercent: number;
}

/** The nominal rate for a term: the band that holds it (the build made sure one does). */
export function rateFor(settings: Pick<LoanSettings, 'bands'>, months: number): number {
  const band =
    settings.bands.find((b) => months >= b.minMonths && months <= b.maxMonths) ?? settings.bands.at(-1);
  return band?.ratePercent ?? 0;
}

/** A loan simulator's content once its rate rows are resolved; unresolved in a one-story preview. */
export type ResolvedLoanBlok = BlockOf<'simulador_credito'> & Partial<ResolvedLoanFields>;

export function loanSettings(blok: ResolvedLoanBlok, ratePercent: number): LoanSettings {
  const minAmount = toCents(blok.monto_minimo ?? 0);
  const maxAmount = Math.max(minAmount, toCents(blok.monto_maximo ?? 0));
  const minMonths = Math.max(1, Math.round(blok.plazo_minimo ?? 1));
  const maxMonths = Math.max(minMonths, Math.round(blok.plazo_maximo ?? minMonths));
  const kind = blok.tipo ?? 'personal';
  const maxFinancing = Math.round((blok.financiamiento_maximo ?? 100) * 100);
  const initialPrice = toCents(blok.monto_defecto ?? blok.monto_minimo ?? 0);
  return {
    product: blok.producto,
    kind,
    bands: blok.bandas?.length
      ? blok.bandas.map((b) => ({
          minMonths: b.plazo_minimo,
          maxMonths: b.plazo_maximo,
          ratePercent: b.tasa_nominal,
        }))
      : [{ minMonths, maxMonths, ratePercent }],
    amount: {
      min: minAmount,
      max: maxAmount,
      initial: kind === 'personal' ? initialPrice : Math.round((initialPrice * maxFinancing) / 10000),
    },
    months: { min: minMonths, max: maxMonths, initial: Math.round(blok.plazo_defecto ?? minMonths) },
    termUnit: kind === 'hipotecario' ? 'years' : 'months',
    price: { max: Math.max(toCents(blok.valor_maximo ?? 0), initialPrice), initial: initialPrice },
    maxFinancing,
    monthlyInsurance: toCents(blok.seguro_mensual ?? 0),
    debtInsurancePerMille: blok.seguro_deuda_millar ?? 0,
    openingFeePercent: blok.comision_apertura ?? 0,
  };
}

/** A deposit simulator once its rates table is resolved (src/content/rate-references.ts). */
export type ResolvedDepositBlok = BlockOf<'simulador_deposito'> & { plazos?: DepositTerm[] };

export interface DepositSettings {
  product: string;
  terms: DepositTerm[];
  /** The segments the table has, the general one ('') first. */
  segments: string[];
  initialAmount: Cents;
  initialDays: number;
  withholdingPercent: number;
}

export function depositSettings(blok: ResolvedDepositBlok, terms: DepositTerm[]): DepositSettings {
  const [first] = terms;
  const initialDays = terms.some((t) => t.dias === blok.plazo_defecto && t.segmento === first?.segmento)
    ? (blok.plazo_defecto as number)
    : (first?.dias ?? 0);
  return {
    product: blok.producto,
    terms,
    segments: [...new Set(terms.map((t) => t.segmento))],
    initialAmount: toCents(blok.monto_defecto ?? first?.monto_minimo ?? 0),
    initialDays,
    withholdingPercent: blok.retencion_renta,
  };
}

/** A deposit term's amount rule, in cents. */
export function depositAmountRule(term: DepositTerm): { min: Cents; max: Cents } {
  return { min: toCents(term.monto_minimo), max: toCents(term.monto_maximo) };
}
