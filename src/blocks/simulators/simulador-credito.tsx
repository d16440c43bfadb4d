import { useId, useState } from 'react';
import { AmortisationTable } from './amortisation-table';
import { amortise } from './loan';
import { changePrice, downHint } from './down-payment';
import {
  formattedTexts,
  readLoan,
  switchDownMode,
  termRule,
  type LoanFigures,
  type LoanTexts,
} from './loan-inputs';
import { loanResultItems } from './loan-result-items';
import { itemLines, type ScheduleSummary } from './schedule-summary';
import { formatMoney, formatMoneyInput } from './money';
import { loanSettings, rateFor, type LoanSettings, type ResolvedLoanBlok } from './settings';
import { addressValue, simulatorName, useSimulatorAddress, type AddressFields } from './simulator-address';
import { SimulatorField } from './simulator-field';
import { SimulatorDisclaimer, SimulatorNoScript, SimulatorUnavailable } from './simulator-frame';
import { SimulatorPending, SimulatorResults } from './simulator-results';
import { amountOnSlider, countOnSlider } from './slider-position';
import { sliderStep } from './slider-step';
import { simulatorTexts as texts } from './texts';
import { useSettledMessage } from './use-settled-message';

/** The names of the fields in the address: an amount, or a price and a down payment, and the term. */
const addressFields = ['monto', 'valor', 'prima', 'plazo'] as const;

function initialTexts(settings: LoanSettings): LoanTexts {
  const term =
    settings.termUnit === 'years' ? Math.round(settings.months.initial / 12) : settings.months.initial;
  return {
    amount: formatMoneyInput(settings.amount.initial),
    price: formatMoneyInput(settings.price.initial),
    down: formatMoneyInput(settings.price.initial - settings.amount.initial),
    downIsPercent: false,
    term: String(term),
  };
}

/** A term as the visitor reads it: "36 meses", "20 años". */
function termText(months: number, settings: LoanSettings): string {
  return settings.termUnit === 'years' ? texts.yearsValue(months / 12) : texts.monthsValue(months);
}

/**
 * The fields as the address writes them ("prima=10%" for a percentage): a valid simulation's figures, or while a
 * field is wrong what was typed, so the address never holds another valid simulation (issue 40).
 */
function addressOf(
  figures: LoanFigures | undefined,
  typed: LoanTexts,
  settings: LoanSettings,
): AddressFields {
  const percent = (down: string) => (typed.downIsPercent ? `${down.replace(/\s*%$/, '')}%` : down);
  if (!figures) {
    const term = addressValue(typed.term);
    if (settings.kind === 'personal') return { monto: addressValue(typed.amount), plazo: term };
    return { valor: addressValue(typed.price), prima: percent(addressValue(typed.down)), plazo: term };
  }
  const term = String(settings.termUnit === 'years' ? figures.months / 12 : figures.months);
  if (settings.kind === 'personal') return { monto: String(figures.principal / 100), plazo: term };
  const down = typed.downIsPercent ? percent(typed.down.trim()) : String((figures.down ?? 0) / 100);
  return { valor: String((figures.price ?? 0) / 100), prima: down, plazo: term };
}

/** What an address holds, as the fields would show it typed (a valid figure written as the defaults are). */
function fromAddress(found: AddressFields, typed: LoanTexts, settings: LoanSettings): LoanTexts {
  const down = found.prima;
  const restored: LoanTexts = {
    ...typed,
    amount: found.monto ?? typed.amount,
    price: found.valor ?? typed.price,
    down: down === undefined ? typed.down : down.replace(/\s*%$/, ''),
    downIsPercent: down === undefined ? typed.downIsPercent : /%\s*$/.test(down),
    term: found.plazo ?? typed.term,
    downShare: undefined,
  };
  return { ...restored, ...formattedTexts(restored, settings) };
}

/** The loan of a valid simulation: the rate of the term's band and the insurance on the amount lent. */
function simulate({ principal, months }: LoanFigures, settings: LoanSettings) {
  const debtInsurance = Math.round((principal * settings.debtInsurancePerMille) / 1000);
  const ratePercent = rateFor(settings, months);
  const loan = amortise({
    principal,
    annualRatePercent: ratePercent,
    months,
    monthlyInsurance: settings.monthlyInsurance + debtInsurance,
    openingFeePercent: settings.openingFeePercent,
  });
  return { loan, debtInsurance, ratePercent };
}

/** The simulation a printed or downloaded schedule belongs to: product, amount, term, rate, insurance, payment. */
function scheduleSummary(
  title: string,
  figures: LoanFigures,
  result: ReturnType<typeof simulate>,
  settings: LoanSettings,
  blok: ResolvedLoanBlok,
): ScheduleSummary {
  const items = loanResultItems(settings, result.loan, result.debtInsurance, result.ratePercent, figures);
  const insured = result.loan.monthlyPayment !== result.loan.instalment;
  return {
    title,
    heading: texts.resultsHeading(formatMoney(figures.principal), termText(figures.months, settings)),
    lines: [
      [texts.loanAmount, formatMoney(figures.principal)],
      [texts.term, termText(figures.months, settings)],
      ...itemLines(items.filter((item) => item.label !== texts.financedAmount)),
      ...(insured ? [] : [[texts.noInsurance, texts.noInsuranceValue] as const]),
    ],
    notice: blok.aviso,
    insured,
  };
}

function LoanSimulator({ blok, settings }: { blok: ResolvedLoanBlok; settings: LoanSettings }) {
  const id = useId();
  const [typed, setTyped] = useState(() => initialTexts(settings));
  const set = (changes: Partial<LoanTexts>) => setTyped((before) => ({ ...before, ...changes }));
  const reading = readLoan(typed, settings);
  const { figures } = reading;
  const name = simulatorName(settings.product || texts.loanTitle);
  useSimulatorAddress(name, addressFields, addressOf(figures, typed, settings), (found) =>
    setTyped((before) => fromAddress(found, before, settings)),
  );
  const formatted = formattedTexts(typed, settings);
  // A schedule of at most a few hundred rows: computed on each render, cheaper than keeping it in step.
  const result = figures && simulate(figures, settings);
  const errors = Object.values(reading.errors).join(' ');
  const announced = useSettledMessage(
    errors || (result ? texts.loanAnnouncement(formatMoney(result.loan.monthlyPayment)) : ''),
  );
  const title = settings.product || texts.loanTitle;
  const rule = termRule(settings);
  const termValue = settings.termUnit === 'years' ? texts.yearsValue : texts.monthsValue;
  const home = settings.kind !== 'personal';
  return (
    <section className="simulator simulator-loan" aria-label={texts.sectionLabel(title)}>
      <p className="simulator-title">{title}</p>
      <SimulatorNoScript
        text={texts.noScript(
          formatMoney(settings.amount.initial),
          termText(settings.months.initial, settings),
        )}
      />
      <div className="simulator-body">
        <div className="simulator-inputs">
          {home ? (
            <HomeFields
              id={id}
              typed={typed}
              set={set}
              setPrice={(price) => setTyped((before) => changePrice(before, price, settings))}
              formatted={formatted}
              toggle={() => setTyped(switchDownMode)}
              errors={reading.errors}
              settings={settings}
            />
          ) : (
            <SimulatorField
              id={`${id}-monto`}
              label={texts.amountLabel}
              hint={texts.amountRange(formatMoney(settings.amount.min), formatMoney(settings.amount.max))}
              value={typed.amount}
              onChange={(amount) => set({ amount })}
              error={reading.errors.amount}
              formatted={formatted.amount}
              inputMode="decimal"
              slider={{
                min: settings.amount.min,
                max: settings.amount.max,
                step: sliderStep(settings.amount.min, settings.amount.max),
                value: amountOnSlider(typed.amount),
                valueText: formatMoney,
                onChange: (cents) => set({ amount: formatMoneyInput(cents) }),
              }}
            />
          )}
          <SimulatorField
            id={`${id}-plazo`}
            label={settings.termUnit === 'years' ? texts.yearsLabel : texts.monthsLabel}
            hint={
              settings.termUnit === 'years'
                ? texts.yearsRange(rule.min, rule.max)
                : texts.monthsRange(rule.min, rule.max)
            }
            value={typed.term}
            onChange={(term) => set({ term })}
            error={reading.errors.term}
            formatted={formatted.term}
            inputMode="numeric"
            slider={{
              ...rule,
              step: 1,
              value: countOnSlider(typed.term),
              valueText: termValue,
              onChange: (count) => set({ term: String(count) }),
            }}
          />
        </div>
        {result && figures ? (
          <SimulatorResults
            heading={texts.resultsHeading(formatMoney(figures.principal), termText(figures.months, settings))}
            items={loanResultItems(settings, result.loan, result.debtInsurance, result.ratePercent, figures)}
          />
        ) : (
          <SimulatorPending />
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {!blok.ocultar_tabla && result && figures && (
        <AmortisationTable
          schedule={result.loan.schedule}
          summary={scheduleSummary(title, figures, result, settings, blok)}
          fileName={texts.csvFileName(name)}
        />
      )}
      <SimulatorDisclaimer doc={blok.aviso} />
    </section>
  );
}

interface HomeProps {
  id: string;
  typed: LoanTexts;
  set: (changes: Partial<LoanTexts>) => void;
  setPrice: (price: string) => void;
  formatted: ReturnType<typeof formattedTexts>;
  toggle: () => void;
  errors: ReturnType<typeof readLoan>['errors'];
  settings: LoanSettings;
}

/** A home's or a vehicle's price and down payment, typed in US$ or in percent of the price. */
function HomeFields({ id, typed, set, setPrice, formatted, toggle, errors, settings }: HomeProps) {
  const kind = settings.kind === 'hipotecario' ? 'hipotecario' : 'vehiculo';
  return (
    <>
      <SimulatorField
        id={`${id}-valor`}
        label={texts.priceLabel[kind]}
        hint={texts.amountRange(formatMoney(settings.amount.min), formatMoney(settings.price.max))}
        value={typed.price}
        onChange={setPrice}
        error={errors.price}
        formatted={formatted.price}
        inputMode="decimal"
      />
      <fieldset className="simulator-field simulator-down-mode">
        <legend className="simulator-label">{texts.downPaymentModeLegend}</legend>
        {([false, true] as const).map((percent) => (
          <label key={String(percent)} className="simulator-term">
            <input
              type="radio"
              name={`${id}-prima-modo`}
              checked={typed.downIsPercent === percent}
              onChange={toggle}
            />
            {percent ? texts.downPaymentModes.percent : texts.downPaymentModes.amount}
          </label>
        ))}
      </fieldset>
      <SimulatorField
        id={`${id}-prima`}
        label={`${texts.downPaymentLabel} (${typed.downIsPercent ? '%' : 'US$'})`}
        hint={downHint(typed, settings)}
        value={typed.down}
        onChange={(down) => set({ down, downShare: undefined })}
        error={errors.down}
        formatted={formatted.down}
        inputMode="decimal"
      />
    </>
  );
}

/**
 * Loan simulator (docs/behaviour.md §2.25): the visitor chooses an amount (or a home's or vehicle's price and
 * the down payment) and a term, and sees the fixed monthly payment at the rate of the term's band, the total
 * interest and the total paid, with the schedule on request. While a field is wrong no figure shows. The
 * server renders the example, so it and the disclaimer show without JavaScript, with a word on why the
 * fields do nothing there.
 */
export function SimuladorCreditoBlock({ blok }: { blok: ResolvedLoanBlok }) {
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
