import { useId, useState } from 'react';
import type { DepositTerm } from '../../content/schemas/blocks/simulators';
import { depositYield } from './deposit';
import { formatMoney, formatMoneyInput, formatRate } from './money';
import {
  depositAmountRule,
  depositSettings,
  type DepositSettings,
  type ResolvedDepositBlok,
} from './settings';
import { simulatorName, useSimulatorAddress } from './simulator-address';
import { SimulatorField } from './simulator-field';
import { SimulatorDisclaimer, SimulatorNoScript, SimulatorUnavailable } from './simulator-frame';
import { SimulatorPending, SimulatorResults } from './simulator-results';
import { simulatorTexts as texts } from './texts';
import { useSettledMessage } from './use-settled-message';
import { readAmount } from './visitor-input';

const addressFields = ['monto', 'plazo', 'segmento'] as const;

/** A segment as the address writes it: its name in lower case, "" for the general one. */
const segmentKey = (segment: string) => simulatorName(segment);

interface Choice {
  amount: string;
  segment: string;
  days: number;
}

/** The term chosen, or the segment's first when the segment has no such term (the visitor changed segment). */
function termOf(settings: DepositSettings, choice: Pick<Choice, 'segment' | 'days'>): DepositTerm {
  const inSegment = settings.terms.filter((t) => t.segmento === choice.segment);
  return inSegment.find((t) => t.dias === choice.days) ?? inSegment[0] ?? (settings.terms[0] as DepositTerm);
}

function DepositSimulator({ blok, settings }: { blok: ResolvedDepositBlok; settings: DepositSettings }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>(() => ({
    amount: formatMoneyInput(settings.initialAmount),
    segment: settings.terms[0]?.segmento ?? '',
    days: settings.initialDays,
  }));
  const term = termOf(settings, choice);
  const rule = depositAmountRule(term);
  const check = readAmount(choice.amount, rule);
  const error = check.ok ? undefined : check.message;
  const amount = check.ok ? check.value : undefined;
  const name = simulatorName(settings.product || texts.depositTitle);
  useSimulatorAddress(
    name,
    addressFields,
    amount === undefined
      ? undefined
      : {
          monto: String(amount / 100),
          plazo: String(term.dias),
          ...(term.segmento ? { segmento: segmentKey(term.segmento) } : {}),
        },
    (found) =>
      setChoice((before) => ({
        amount: found.monto ?? before.amount,
        segment: settings.segments.find((s) => segmentKey(s) === (found.segmento ?? '')) ?? before.segment,
        days: found.plazo === undefined ? before.days : Number(found.plazo),
      })),
  );
  const result =
    amount === undefined
      ? undefined
      : depositYield({
          amount,
          annualRatePercent: term.tasa_nominal,
          days: term.dias,
          withholdingPercent: settings.withholdingPercent,
        });
  const announced = useSettledMessage(
    error ?? (result ? texts.depositAnnouncement(formatMoney(result.maturityAmount)) : ''),
  );
  const title = settings.product || texts.depositTitle;
  const segmentLabel = (segment: string) => segment || texts.generalSegment;
  return (
    <section className="simulator simulator-deposit" aria-label={texts.sectionLabel(title)}>
      <p className="simulator-title">{title}</p>
      <SimulatorNoScript
        text={texts.noScript(formatMoney(settings.initialAmount), texts.daysValue(settings.initialDays))}
      />
      <div className="simulator-body">
        <div className="simulator-inputs">
          {settings.segments.length > 1 && (
            <fieldset className="simulator-field simulator-terms">
              <legend className="simulator-label">{texts.segmentLegend}</legend>
              {settings.segments.map((segment) => (
                <label key={segment} className="simulator-term">
                  <input
                    type="radio"
                    name={`${id}-segmento`}
                    value={segment}
                    checked={segment === term.segmento}
                    onChange={() => setChoice({ ...choice, segment })}
                  />
                  {segmentLabel(segment)}
                </label>
              ))}
            </fieldset>
          )}
          <SimulatorField
            id={`${id}-monto`}
            label={texts.amountLabel}
            hint={texts.amountRange(formatMoney(rule.min), formatMoney(rule.max))}
            value={choice.amount}
            onChange={(typed) => setChoice({ ...choice, amount: typed })}
            error={error}
            inputMode="decimal"
          />
          <fieldset className="simulator-field simulator-terms">
            <legend className="simulator-label">{texts.daysLegend}</legend>
            {settings.terms
              .filter((t) => t.segmento === term.segmento)
              .map((t) => (
                <label key={t.dias} className="simulator-term">
                  <input
                    type="radio"
                    name={`${id}-plazo`}
                    value={t.dias}
                    checked={t.dias === term.dias}
                    onChange={() => setChoice({ ...choice, days: t.dias })}
                  />
                  {texts.bandLabel(t.dias, formatRate(t.tasa_nominal))}
                </label>
              ))}
          </fieldset>
        </div>
        {result && amount !== undefined ? (
          <SimulatorResults
            heading={texts.resultsHeading(formatMoney(amount), texts.daysValue(term.dias))}
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
        ) : (
          <SimulatorPending />
        )}
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
