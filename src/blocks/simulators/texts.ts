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
  yearsLabel: 'Plazo (años)',
  priceLabel: { hipotecario: 'Valor de la vivienda (US$)', vehiculo: 'Precio del vehículo (US$)' },
  downPaymentLabel: 'Prima',
  downPaymentModes: { amount: 'En US$', percent: 'En % del valor' },
  downPaymentModeLegend: 'Escribir la prima',
  /** The down payment's hint (issue 40): its range for the price typed, then the limit it comes from. */
  downHints: {
    financingLimit: (ltv: string, min: string, max: string) =>
      `financiamos hasta el ${ltv} del valor, entre ${min} y ${max}`,
    downRangeMoney: (min: string, max: string, limit: string) =>
      `Para este valor, la prima va de ${min} a ${max}: ${limit}.`,
    downRangePercent: (min: string, max: string, limit: string) =>
      `Para este valor, la prima va del ${min} al ${max}: ${limit}.`,
    downAtLeast: (share: string, limit: string) => `La prima es al menos el ${share} del valor: ${limit}.`,
    downNone: (limit: string) => `Con este valor no hay prima posible: ${limit}. Subí el valor.`,
  },
  financedAmount: 'Monto a financiar',
  segmentLegend: 'Segmento',
  generalSegment: 'Estándar',
  daysLegend: 'Plazo',
  bandLabel: (days: number, rate: string) => `${days} días (${rate})`,
  amountRange: (min: string, max: string) => `Entre ${min} y ${max}.`,
  amountFrom: (min: string) => `Desde ${min}.`,
  monthsRange: (min: number, max: number) => `Entre ${months(min)} y ${months(max)}.`,
  yearsRange: (min: number, max: number) => `Entre ${years(min)} y ${years(max)}.`,
  monthsValue: (count: number) => months(count),
  yearsValue: (count: number) => years(count),
  daysValue: (count: number) => `${count} días`,
  /** The inputs a result was computed for, in its heading: every figure says what it is for. */
  resultsHeading: (amount: string, term: string) => `Resultado para ${amount} a ${term}`,
  resultPending: 'Corregí los datos marcados para ver el resultado.',
  /** Shown only without JavaScript (a <noscript>), with the inputs the example was computed for. */
  noScript: (amount: string, term: string) =>
    `Este simulador necesita JavaScript para calcular con tus datos. El resultado que ves es el ejemplo para ${amount} a ${term}.`,
  monthlyPayment: 'Cuota mensual',
  monthlyPaymentWithInsurance: 'Cuota mensual con seguro',
  monthlyPaymentWithoutInsurance: 'Cuota sin seguro',
  debtInsurance: (perMille: string) => `Seguro de deuda (US$${perMille} por millar al mes)`,
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
  /** The payment column's heading where the monthly payment adds insurance (issue 40). */
  paymentWithoutInsurance: 'Pago sin seguro',
  /** The lines above the schedule in its CSV file and on its printed page (issue 40). */
  csvProduct: 'Producto',
  loanAmount: 'Monto del crédito',
  term: 'Plazo',
  noInsurance: 'Seguro',
  noInsuranceValue: 'No incluido en la cuota',
  csvDate: 'Fecha de la simulación',
  csvNotice: 'Aviso',
  scheduleHidden: (count: number) => `… ${count} ${count === 1 ? 'cuota más' : 'cuotas más'}`,
  showAllRows: (count: number) => `Ver las ${count} cuotas`,
  showEndRows: 'Ver solo las primeras y las últimas cuotas',
  downloadCsv: 'Descargar la tabla (CSV)',
  printSchedule: 'Imprimir la tabla',
  /** The CSV's file name, from the simulator's name in the address. */
  csvFileName: (name: string) => `tabla-de-amortizacion-${name}.csv`,
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
    yearsEmpty: 'Ingresá un plazo en años.',
    yearsNotNumber: 'Escribí el plazo solo con números, en años.',
    yearsFraction: 'El plazo va en años completos, sin decimales.',
    yearsBelow: (min: number) => `El plazo mínimo es de ${years(min)}.`,
    yearsAbove: (max: number) => `El plazo máximo es de ${years(max)}.`,
    priceBelow: (min: string) => `El valor mínimo es ${min}.`,
    priceAbove: (max: string) => `El valor máximo es ${max}.`,
    percentNotNumber: 'Escribí el porcentaje solo con números, por ejemplo 10 o 12.5.',
    downAbovePrice: 'La prima no puede ser mayor que el valor.',
    downBelowLtv: (ltv: string, min: string) =>
      `Financiamos hasta el ${ltv} del valor: la prima mínima es ${min}.`,
    financedBelow: (min: string) => `El monto a financiar mínimo es ${min}: bajá la prima o subí el valor.`,
    financedAbove: (max: string) => `El monto a financiar máximo es ${max}: subí la prima.`,
    /** An address named a term or a segment the rates table does not have (issue 40). */
    termUnavailable: (days: readonly number[]) =>
      `Este depósito no tiene ese plazo: elegí ${list(days.map((d) => `${d}`))} días.`,
    segmentUnavailable: (segments: readonly string[]) =>
      `Este depósito no tiene ese segmento: elegí ${list(segments)}.`,
  },
} as const;

function months(count: number): string {
  return `${count} ${count === 1 ? 'mes' : 'meses'}`;
}

function years(count: number): string {
  return `${count} ${count === 1 ? 'año' : 'años'}`;
}

/** "30, 60 o 90": the choices a message names. */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
}
