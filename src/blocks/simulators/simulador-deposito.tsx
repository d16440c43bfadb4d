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
import { addressValue, simulatorName, useSimulatorAddress } from './simulator-address';
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
  /** A segment of the table, or what an address named (then no segment is chosen and its message shows). */
  segment: string;
  /** A term of the segment, or what an address named (then no term is chosen and its message shows). */
  days: number;
}

const termsOf = (settings: DepositSettings, segment: string) =>
  settings.terms.filter((t) => t.segmento === segment);

/**
 * The term chosen, or why there is none: an address may name a segment or a term the table does not have
 * (`plazo=45`, `plazo=30&segmento=premier`), and the simulator then says so instead of showing a substitute
 * term's result (issue 40).
 */
function chosenTerm(settings: DepositSettings, choice: Choice): { term: DepositTerm } | { error: string } {
  if (!settings.segments.includes(choice.segment))
    return { error: texts.errors.segmentUnavailable(settings.segments.map(segmentLabel)) };
  const inSegment = termsOf(settings, choice.segment);
  const term = inSegment.find((t) => t.dias === choice.days);
  return term ? { term } : { error: texts.errors.termUnavailable(inSegment.map((t) => t.dias)) };
}

const segmentLabel = (segment: string) => segment || texts.generalSegment;

/**
 * The amount's limits: the chosen term's, or the shortest term's of the segment shown while none is chosen
 * (the segment's, or the first segment's while the address named none the table has).
 */
function amountRule(settings: DepositSettings, choice: Choice) {
  const chosen = chosenTerm(settings, choice);
  const shown = shownTerms(settings, choice);
  return depositAmountRule(
    ('term' in chosen ? chosen.term : undefined) ?? shown[0] ?? (settings.terms[0] as DepositTerm),
  );
}

const shownTerms = (settings: DepositSettings, choice: Choice) =>
  termsOf(
    settings,
    settings.segments.includes(choice.segment) ? choice.segment : (settings.segments[0] ?? ''),
  );

/** A choice read from the address, its amount written as the default is ("12000" → "12,000.00") when valid. */
function withDefaultFormat(settings: DepositSettings, choice: Choice): Choice {
  const read = readAmount(choice.amount, amountRule(settings, choice));
  return read.ok ? { ...choice, amount: formatMoneyInput(read.value) } : choice;
}

function DepositSimulator({ blok, settings }: { blok: ResolvedDepositBlok; settings: DepositSettings }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>(() => ({
    amount: formatMoneyInput(settings.initialAmount),
    segment: settings.terms[0]?.segmento ?? '',
    days: settings.initialDays,
  }));
  const chosen = chosenTerm(settings, choice);
  const term = 'term' in chosen ? chosen.term : undefined;
  const termError = 'error' in chosen ? chosen.error : undefined;
  const offered = shownTerms(settings, choice);
  const rule = amountRule(settings, choice);
  const check = readAmount(choice.amount, rule);
  const error = check.ok ? undefined : check.message;
  const amount = check.ok && term ? check.value : undefined;
  const name = simulatorName(settings.product || texts.depositTitle);
  useSimulatorAddress(
    name,
    addressFields,
    {
      monto: check.ok ? String(check.value / 100) : addressValue(choice.amount),
      plazo: String(choice.days),
      ...(choice.segment ? { segmento: segmentKey(choice.segment) } : {}),
    },
    (found) =>
      setChoice((before) =>
        withDefaultFormat(settings, {
          amount: found.monto ?? before.amount,
          segment:
            found.segmento === undefined
              ? before.segment
              : (settings.segments.find((s) => segmentKey(s) === found.segmento) ?? found.segmento),
          days: found.plazo === undefined ? before.days : Number(found.plazo),
        }),
      ),
  );
  /** A visitor's change of segment keeps the term where the segment has it, else takes its shortest. */
  const chooseSegment = (segment: string) => {
    const terms = termsOf(settings, segment);
    setChoice({
      ...choice,
      segment,
      days: terms.some((t) => t.dias === choice.days) ? choice.days : (terms[0]?.dias ?? choice.days),
    });
  };
  const result =
    amount === undefined || term === undefined
      ? undefined
      : depositYield({
          amount,
          annualRatePercent: term.tasa_nominal,
          days: term.dias,
          withholdingPercent: settings.withholdingPercent,
        });
  const announced = useSettledMessage(
    [termError, error].filter(Boolean).join(' ') ||
      (result ? texts.depositAnnouncement(formatMoney(result.maturityAmount)) : ''),
  );
  const title = settings.product || texts.depositTitle;
  const termErrorId = `${id}-plazo-error`;
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
                    checked={segment === choice.segment}
                    onChange={() => chooseSegment(segment)}
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
            formatted={check.ok ? formatMoneyInput(check.value) : undefined}
            inputMode="decimal"
          />
          <fieldset
            className="simulator-field simulator-terms"
            aria-invalid={termError ? true : undefined}
            aria-describedby={termError ? termErrorId : undefined}
          >
            <legend className="simulator-label">{texts.daysLegend}</legend>
            {offered.map((t) => (
              <label key={t.dias} className="simulator-term">
                <input
                  type="radio"
                  name={`${id}-plazo`}
                  value={t.dias}
                  checked={t === term}
                  onChange={() => setChoice({ ...choice, segment: t.segmento, days: t.dias })}
                />
                {texts.bandLabel(t.dias, formatRate(t.tasa_nominal))}
              </label>
            ))}
            {termError && (
              <p id={termErrorId} className="simulator-error">
                {termError}
              </p>
            )}
          </fieldset>
        </div>
        {result && amount !== undefined && term ? (
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
