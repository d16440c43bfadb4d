import { useId, useMemo, useState } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { AmortisationTable } from './amortisation-table';
import { amortise } from './loan';
import { formatMoney, formatMoneyInput, formatRate } from './money';
import { loanSettings, type LoanSettings } from './settings';
import { SimulatorField } from './simulator-field';
import { SimulatorDisclaimer, SimulatorUnavailable } from './simulator-frame';
import { SimulatorResults, type ResultItem } from './simulator-results';
import { sliderStep } from './slider-step';
import { simulatorTexts as texts } from './texts';
import { useSettledMessage } from './use-settled-message';
import { readAmount, readMonths, type InputResult } from './visitor-input';

type Loan = BlockOf<'simulador_credito'>;

/** The visitor's figures: what is typed, and the last valid value the result is computed from. */
function useFigure(initial: number, format: (value: number) => string, read: (text: string) => InputResult) {
  const [text, setText] = useState(format(initial));
  const [value, setValue] = useState(initial);
  const check = read(text);
  return {
    text,
    value,
    error: check.ok ? undefined : check.message,
    type: (typed: string) => {
      setText(typed);
      const next = read(typed);
      if (next.ok) setValue(next.value);
    },
    slide: (next: number) => {
      setText(format(next));
      setValue(next);
    },
  };
}

function LoanSimulator({ blok, settings }: { blok: Loan; settings: LoanSettings }) {
  const id = useId();
  const amountRule = { min: settings.amount.min, max: settings.amount.max };
  const amount = useFigure(settings.amount.initial, formatMoneyInput, (t) => readAmount(t, amountRule));
  const months = useFigure(settings.months.initial, String, (t) => readMonths(t, settings.months));
  const result = useMemo(
    () =>
      amortise({
        principal: amount.value,
        annualRatePercent: settings.ratePercent,
        months: months.value,
        monthlyInsurance: settings.monthlyInsurance,
        openingFeePercent: settings.openingFeePercent,
      }),
    [amount.value, months.value, settings],
  );
  const errors = [amount.error, months.error].filter(Boolean).join(' ');
  const announced = useSettledMessage(errors || texts.loanAnnouncement(formatMoney(result.monthlyPayment)));
  const items: ResultItem[] = [
    {
      label: texts.monthlyPayment,
      value: formatMoney(result.monthlyPayment),
      main: true,
      note: settings.monthlyInsurance
        ? texts.insuranceIncluded(formatMoney(settings.monthlyInsurance))
        : undefined,
    },
    { label: texts.nominalRate, value: formatRate(settings.ratePercent) },
    { label: texts.totalInterest, value: formatMoney(result.totalInterest) },
    ...(settings.monthlyInsurance
      ? [{ label: texts.totalInsurance, value: formatMoney(result.totalInsurance) }]
      : []),
    ...(settings.openingFeePercent
      ? [
          {
            label: texts.openingFee(formatRate(settings.openingFeePercent)),
            value: formatMoney(result.openingFee),
          },
        ]
      : []),
    { label: texts.totalPaid, value: formatMoney(result.totalPaid) },
  ];
  const title = settings.product || texts.loanTitle;
  return (
    <section className="simulator simulator-loan" aria-label={texts.sectionLabel(title)}>
      <p className="simulator-title">{title}</p>
      <div className="simulator-body">
        <div className="simulator-inputs">
          <SimulatorField
            id={`${id}-monto`}
            label={texts.amountLabel}
            hint={texts.amountRange(formatMoney(settings.amount.min), formatMoney(settings.amount.max))}
            value={amount.text}
            onChange={amount.type}
            error={amount.error}
            inputMode="decimal"
            slider={{
              ...amountRule,
              step: sliderStep(settings.amount.min, settings.amount.max),
              value: amount.value,
              valueText: formatMoney(amount.value),
              onChange: amount.slide,
            }}
          />
          <SimulatorField
            id={`${id}-plazo`}
            label={texts.monthsLabel}
            hint={texts.monthsRange(settings.months.min, settings.months.max)}
            value={months.text}
            onChange={months.type}
            error={months.error}
            inputMode="numeric"
            slider={{
              ...settings.months,
              step: 1,
              value: months.value,
              valueText: texts.monthsValue(months.value),
              onChange: months.slide,
            }}
          />
        </div>
        <SimulatorResults heading={texts.resultsHeading} items={items} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {!blok.ocultar_tabla && <AmortisationTable schedule={result.schedule} />}
      <SimulatorDisclaimer doc={blok.aviso} />
    </section>
  );
}

/**
 * Loan simulator (docs/behaviour.md §2.25): the visitor chooses amount and term, and sees the fixed monthly
 * payment, the total interest and the total paid, updated as they type, with the schedule on request. The
 * server renders the default figures, so the example and the disclaimer show without JavaScript.
 */
export function SimuladorCreditoBlock({ blok }: { blok: Loan }) {
  // Unset only where the build did not resolve `tasa_referencia` (an editor's preview of one story).
  if (blok.tasa_nominal === undefined)
    return (
      <SimulatorUnavailable
        className="simulator-loan"
        title={blok.producto || texts.loanTitle}
        disclaimer={blok.aviso}
      />
    );
  return <LoanSimulator blok={blok} settings={loanSettings(blok, blok.tasa_nominal)} />;
}
