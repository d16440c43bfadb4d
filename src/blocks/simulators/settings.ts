/**
 * A simulator block's figures as the components use them: cents, whole months, the defaults filled in.
 * The block's schema has already refused impossible figures (src/content/schemas/blocks/simulators.ts); the
 * fallbacks here only keep a preview of half-written content from throwing.
 */
import type { BlockOf } from '../../content/schemas/registry';
import type { DepositTerm } from '../../content/schemas/blocks/simulators';
import { toCents, type Cents } from './money';

export interface LoanSettings {
  product: string;
  ratePercent: number;
  amount: { min: Cents; max: Cents; initial: Cents };
  months: { min: number; max: number; initial: number };
  monthlyInsurance: Cents;
  openingFeePercent: number;
}

export function loanSettings(blok: BlockOf<'simulador_credito'>, ratePercent: number): LoanSettings {
  const minAmount = toCents(blok.monto_minimo ?? 0);
  const maxAmount = Math.max(minAmount, toCents(blok.monto_maximo ?? 0));
  const minMonths = Math.max(1, Math.round(blok.plazo_minimo ?? 1));
  const maxMonths = Math.max(minMonths, Math.round(blok.plazo_maximo ?? minMonths));
  return {
    product: blok.producto,
    ratePercent,
    amount: {
      min: minAmount,
      max: maxAmount,
      initial: toCents(blok.monto_defecto ?? blok.monto_minimo ?? 0),
    },
    months: { min: minMonths, max: maxMonths, initial: Math.round(blok.plazo_defecto ?? minMonths) },
    monthlyInsurance: toCents(blok.seguro_mensual ?? 0),
    openingFeePercent: blok.comision_apertura ?? 0,
  };
}

/** A deposit simulator once its rates table is resolved (src/content/rate-references.ts). */
export type ResolvedDepositBlok = BlockOf<'simulador_deposito'> & { plazos?: DepositTerm[] };

export interface DepositSettings {
  product: string;
  terms: DepositTerm[];
  amount: { min: Cents; initial: Cents };
  initialDays: number;
  withholdingPercent: number;
}

export function depositSettings(blok: ResolvedDepositBlok, terms: DepositTerm[]): DepositSettings {
  const min = toCents(blok.monto_minimo ?? 0);
  const initialDays = terms.some((t) => t.dias === blok.plazo_defecto)
    ? (blok.plazo_defecto as number)
    : (terms[0]?.dias ?? 0);
  return {
    product: blok.producto,
    terms,
    amount: { min, initial: toCents(blok.monto_defecto ?? blok.monto_minimo ?? 0) },
    initialDays,
    withholdingPercent: blok.retencion_renta,
  };
}
