import { useId, useMemo, useState } from 'react';
import type { DepositTerm } from '../../content/schemas/blocks/simulators';
import { depositYield } from './deposit';
import { formatMoney, formatMoneyInput, formatRate } from './money';
import { depositSettings, type DepositSettings, type ResolvedDepositBlok } from './settings';
import { SimulatorField } from './simulator-field';
import { SimulatorDisclaimer, SimulatorUnavailable } from './simulator-frame';
import { SimulatorResults } from './simulator-results';
import { simulatorTexts as texts } from './texts';
import { useSettledMessage } from './use-settled-message';
import { readAmount } from './visitor-input';

function DepositSimulator({ blok, settings }: { blok: ResolvedDepositBlok; settings: DepositSettings }) {
  const id = useId();
  const [amountText, setAmountText] = useState(formatMoneyInput(settings.amount.initial));
  const [amount, setAmount] = useState(settings.amount.initial);
  const [days, setDays] = useState(settings.initialDays);
  const check = readAmount(amountText, { min: settings.amount.min });
  const error = check.ok ? undefined : check.message;
  const term = settings.terms.find((t) => t.dias === days) ?? (settings.terms[0] as DepositTerm);
  const result = useMemo(
    () =>
      depositYield({
        amount,
        annualRatePercent: term.tasa_nominal,
        days: term.dias,
        withholdingPercent: settings.withholdingPercent,
      }),
    [amount, term, settings.withholdingPercent],
  );
  const announced = useSettledMessage(error ?? texts.depositAnnouncement(formatMoney(result.maturityAmount)));
  const type = (typed: string) => {
    setAmountText(typed);
    const next = readAmount(typed, { min: settings.amount.min });
    if (next.ok) setAmount(next.value);
  };
  const title = settings.product || texts.depositTitle;
  return (
    <section className="simulator simulator-deposit" aria-label={texts.sectionLabel(title)}>
      <p className="simulator-title">{title}</p>
      <div className="simulator-body">
        <div className="simulator-inputs">
          <SimulatorField
            id={`${id}-monto`}
            label={texts.amountLabel}
            hint={texts.amountFrom(formatMoney(settings.amount.min))}
            value={amountText}
            onChange={type}
            error={error}
            inputMode="decimal"
          />
          <fieldset className="simulator-field simulator-terms">
            <legend className="simulator-label">{texts.daysLegend}</legend>
            {settings.terms.map((t) => (
              <label key={t.dias} className="simulator-term">
                <input
                  type="radio"
                  name={`${id}-plazo`}
                  value={t.dias}
                  checked={t.dias === term.dias}
                  onChange={() => setDays(t.dias)}
                />
                {texts.bandLabel(t.dias, formatRate(t.tasa_nominal))}
              </label>
            ))}
          </fieldset>
        </div>
        <SimulatorResults
          heading={texts.resultsHeading}
          items={[
            { label: texts.maturityAmount, value: formatMoney(result.maturityAmount), main: true },
            { label: texts.nominalRate, value: formatRate(term.tasa_nominal) },
            { label: texts.interestAtMaturity, value: formatMoney(result.interest) },
            {
              label: texts.withholding(formatRate(settings.withholdingPercent)),
              value: formatMoney(result.withholding),
            },
            { label: texts.netInterest, value: formatMoney(result.netInterest) },
          ]}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      <SimulatorDisclaimer doc={blok.aviso} />
    </section>
  );
}

/**
 * Deposit simulator (docs/behaviour.md §2.25): the visitor types an amount and picks one of the terms of the
 * rates page's table, and sees the interest at maturity, the income-tax withholding and the net amount. The
 * server renders the default figures, so the example and the disclaimer show without JavaScript.
 */
export function SimuladorDepositoBlock({ blok }: { blok: ResolvedDepositBlok }) {
  // Unset only where the build did not resolve `tabla_tasas` (an editor's preview of one story).
  if (!blok.plazos?.length)
    return (
      <SimulatorUnavailable
        className="simulator-deposit"
        title={blok.producto || texts.depositTitle}
        disclaimer={blok.aviso}
      />
    );
  return <DepositSimulator blok={blok} settings={depositSettings(blok, blok.plazos)} />;
}
