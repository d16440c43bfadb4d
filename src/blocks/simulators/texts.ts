/**
 * Every word the simulators show a visitor (docs/behaviour.md §2.25), in one place, in the site's voseo.
 * Functions take the figures already formatted.
 */
export const simulatorTexts = {
  /** Titles when the block names no product. */
  loanTitle: 'Simulador de crédito',
  depositTitle: 'Simulador de depósito a plazo',
  sectionLabel: (title: string) => `Simulador: ${title}`,
  amountLabel: 'Monto (US$)',
  monthsLabel: 'Plazo (meses)',
  daysLegend: 'Plazo',
  bandLabel: (days: number, rate: string) => `${days} días (${rate})`,
  amountRange: (min: string, max: string) => `Entre ${min} y ${max}.`,
  amountFrom: (min: string) => `Desde ${min}.`,
  monthsRange: (min: number, max: number) => `Entre ${months(min)} y ${months(max)}.`,
  monthsValue: (count: number) => months(count),
  resultsHeading: 'Resultado',
  monthlyPayment: 'Cuota mensual',
  insuranceIncluded: (amount: string) => `Incluye seguro de ${amount} al mes.`,
  totalInterest: 'Total de intereses',
  openingFee: (rate: string) => `Comisión de apertura (${rate})`,
  totalInsurance: 'Total de seguros',
  totalPaid: 'Total a pagar',
  nominalRate: 'Tasa nominal anual',
  interestAtMaturity: 'Intereses al vencimiento',
  withholding: (rate: string) => `Retención de impuesto sobre la renta (${rate})`,
  netInterest: 'Intereses netos',
  maturityAmount: 'Monto neto al vencimiento',
  scheduleSummary: 'Tabla de amortización',
  scheduleCaption: 'Cuotas mensuales de capital e intereses, sin seguro ni comisión.',
  scheduleColumns: ['Cuota', 'Pago', 'Interés', 'Capital', 'Saldo'] as const,
  scheduleHidden: (count: number) => `… ${count} ${count === 1 ? 'cuota más' : 'cuotas más'}`,
  showAllRows: (count: number) => `Ver las ${count} cuotas`,
  showEndRows: 'Ver solo las primeras y las últimas cuotas',
  /** Read by screen readers when the result settles (the visible figures change as the visitor types). */
  loanAnnouncement: (payment: string) => `Cuota mensual: ${payment}.`,
  depositAnnouncement: (amount: string) => `Monto neto al vencimiento: ${amount}.`,
  rateUnavailable: 'Este simulador muestra su resultado cuando la tasa a la que se refiere está publicada.',
  errors: {
    amountEmpty: 'Ingresá un monto.',
    amountNegative: 'El monto no puede ser negativo.',
    amountNotNumber: 'Escribí el monto solo con números, por ejemplo 10,000.00.',
    amountDecimals: 'Usá como máximo dos decimales.',
    amountAbsurd: 'Ese monto es demasiado alto para simularlo.',
    amountBelow: (min: string) => `El monto mínimo es ${min}.`,
    amountAbove: (max: string) => `El monto máximo es ${max}.`,
    monthsEmpty: 'Ingresá un plazo en meses.',
    monthsNegative: 'El plazo no puede ser negativo.',
    monthsNotNumber: 'Escribí el plazo solo con números, en meses.',
    monthsFraction: 'El plazo va en meses completos, sin decimales.',
    monthsBelow: (min: number) => `El plazo mínimo es de ${months(min)}.`,
    monthsAbove: (max: number) => `El plazo máximo es de ${months(max)}.`,
  },
} as const;

function months(count: number): string {
  return `${count} ${count === 1 ? 'mes' : 'meses'}`;
}
