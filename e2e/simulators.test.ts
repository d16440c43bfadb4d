/**
 * The simulators in the built site (issue 19, docs/behaviour.md §2.25): the result follows what the visitor
 * types, a wrong entry shows its message tied to the field and no figure for other inputs (issue 32), the schedule opens and
 * shows every month on request, everything works from the keyboard, axe finds nothing serious, the example
 * shows without JavaScript, and the simulator's code is loaded only by pages that have one.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { openConsentedPage } from './support/consent';
import type { OpenedPage } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const creditsPage = '/banca-personas/creditos/';
const depositsPage = '/banca-personas/depositos/';
const pymePage = '/banca-empresas/banca-pymeazul/';
const ratesPage = '/tasas-y-comisiones/';

const { site, browser } = siteAndBrowserForFile();

const open = (route: string, options?: Parameters<typeof openConsentedPage>[2]): Promise<OpenedPage> =>
  openConsentedPage(browser, site.url(route), options);

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Monto (US$)' });
const monthsField = (page: Page) => page.getByRole('textbox', { name: 'Plazo (meses)' });

/** The figure next to a result's label, as shown (in the open tab: a closed tab's simulator is kept, hidden). */
function figure(page: Page, label: string): Promise<string> {
  return page
    .locator('.simulator-figure:visible', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .innerText();
}

/** The result panel's heading (the inputs it is for) and the main figure, or the notice that replaces them. */
async function shownResult(page: Page, within = page.locator('.simulator-loan').first()) {
  const heading = await within.locator('.simulator-results-heading').innerText();
  const main = within.locator('.simulator-figure-main dd');
  if ((await main.count()) === 0) return { heading, payment: null };
  return { heading, payment: (await main.innerText()).split('\n')[0] };
}

const pending = { heading: 'Corregí los datos marcados para ver el resultado.', payment: null };

/** The text of the field's message (the first element its aria-describedby names) and its aria-invalid. */
async function fieldMessage(field: Locator): Promise<{ invalid: string | null; message: string }> {
  const [first = ''] = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const message = await field.page().locator(`[id="${first}"]`).innerText();
  return { invalid: await field.getAttribute('aria-invalid'), message };
}

describe('loan simulator', () => {
  it('shows the default example and updates the result as the visitor types', async () => {
    const { page, context, errors } = await open(creditsPage);
    // Independent figures (Python, French amortisation at 12 %/12 a month, rounded to the cent), plus the
    // debt insurance the personal loan includes: US$0.60 a thousand a month of the amount (US$3.00, US$6.00).
    expect(await figure(page, 'Cuota mensual con seguro')).toBe('US$169.07');
    expect(await figure(page, 'Cuota sin seguro')).toBe('US$166.07');
    expect(await figure(page, 'Seguro de deuda (US$0.60 por millar al mes)')).toBe('US$3.00');
    expect(await figure(page, 'Tasa nominal anual')).toBe('12.00%');
    await amountField(page).fill('10,000');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$338.14');
    expect(await figure(page, 'Cuota sin seguro')).toBe('US$332.14');
    expect(await figure(page, 'Total de intereses')).toBe('US$1,957.18');
    // 10,000.00 + 1,957.18 of interest + 36 × US$6.00 of debt insurance.
    expect(await figure(page, 'Total a pagar')).toBe('US$12,173.18');
    await monthsField(page).fill('');
    await monthsField(page).pressSequentially('12');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$894.49');
    // Read out once the figures settle, politely.
    const status = page.locator('.simulator-loan:visible [role="status"]');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => status.innerText()).toBe('Cuota mensual: US$894.49.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers each wrong entry with its message next to the field and shows no figure for other inputs', async () => {
    const { page, context, errors } = await open(creditsPage);
    await amountField(page).fill('10000');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$338.14');
    const amountCases: [string, string][] = [
      ['', 'Ingresá un monto.'],
      ['999.99', 'El monto mínimo es US$1,000.00.'],
      ['25,000.01', 'El monto máximo es US$25,000.00.'],
      ['diez mil', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['-1000', 'El monto no puede ser negativo.'],
      ['99999999999999999999', 'Ese monto es demasiado alto para simularlo.'],
      ['1000.505', 'Usá como máximo dos decimales.'],
    ];
    for (const [typed, message] of amountCases) {
      await amountField(page).fill(typed);
      await expect
        .poll(() => fieldMessage(amountField(page)), { message: typed })
        .toEqual({ invalid: 'true', message });
      expect(await shownResult(page), typed).toEqual(pending);
    }
    await amountField(page).fill('10000');
    await expect.poll(() => amountField(page).getAttribute('aria-invalid')).toBeNull();
    const monthsCases: [string, string][] = [
      ['', 'Ingresá un plazo en meses.'],
      ['5', 'El plazo mínimo es de 6 meses.'],
      ['85', 'El plazo máximo es de 84 meses.'],
      ['tres', 'Escribí el plazo solo con números, en meses.'],
      ['-12', 'El plazo no puede ser negativo.'],
      ['12.5', 'El plazo va en meses completos, sin decimales.'],
    ];
    for (const [typed, message] of monthsCases) {
      await monthsField(page).fill(typed);
      await expect
        .poll(() => fieldMessage(monthsField(page)), { message: typed })
        .toEqual({ invalid: 'true', message });
      expect(await shownResult(page), typed).toEqual(pending);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('simulates 84 months at the rate of the 61–84 band, and never shows a figure for other inputs as current', async () => {
    const { page, context, errors } = await open(creditsPage);
    await amountField(page).fill('10000');
    await monthsField(page).fill('');
    // Typed key by key, as the visitor of issue 32 did: "8" is a term of its own, shown as such.
    await monthsField(page).pressSequentially('84');
    // US$10,000.00 at 16 % (the rates page's 61–84 months row) for 84 months.
    await expect
      .poll(() => shownResult(page))
      .toEqual({ heading: 'Resultado para US$10,000.00 a 84 meses', payment: 'US$204.62' });
    expect(await figure(page, 'Tasa nominal anual')).toBe('16.00%');
    // The amount of issue 32: a message and no figure, not the payment of the last valid amount.
    await amountField(page).fill('999999999');
    await expect.poll(() => shownResult(page)).toEqual(pending);
    expect(await fieldMessage(amountField(page))).toEqual({
      invalid: 'true',
      message: 'El monto máximo es US$25,000.00.',
    });
    // Clearing the amount and changing the term shows no payment for the amount that was cleared.
    await amountField(page).fill('');
    await monthsField(page).fill('37');
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'Ingresá un monto.' });
    expect(await shownResult(page)).toEqual(pending);
    await amountField(page).fill('10000');
    await expect
      .poll(() => shownResult(page))
      .toEqual({ heading: 'Resultado para US$10,000.00 a 37 meses', payment: 'US$342.78' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the schedule with the first and last months, shows all on request, and closes it', async () => {
    const { page, context } = await open(creditsPage);
    const table = page.locator('.simulator:visible .simulator-table');
    expect(await table.isVisible()).toBe(false);
    await page.locator('.simulator:visible').getByText('Tabla de amortización').click();
    await expect.poll(() => table.isVisible()).toBe(true);
    const monthCells = table.locator('tbody tr > :first-child');
    expect(await monthCells.allInnerTexts()).toEqual(['1', '2', '3', '… 30 cuotas más', '34', '35', '36']);
    const more = page.getByRole('button', { name: 'Ver las 36 cuotas' });
    await more.click();
    await expect.poll(() => monthCells.count()).toBe(36);
    expect(
      await page
        .getByRole('button', { name: 'Ver solo las primeras y las últimas cuotas' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Ver solo las primeras y las últimas cuotas' }).click();
    await expect.poll(() => monthCells.count()).toBe(7);
    await page.locator('.simulator:visible').getByText('Tabla de amortización').click();
    await expect.poll(() => table.isVisible()).toBe(false);
    await context.close();
  });

  it('works from the keyboard alone: fields, sliders, schedule', async () => {
    const { page, context, errors } = await open(creditsPage);
    await amountField(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10000');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$338.14');
    await page.keyboard.press('Tab'); // the amount slider
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('range');
    await page.keyboard.press('End');
    await expect.poll(() => amountField(page).inputValue()).toBe('25,000.00');
    await page.keyboard.press('Tab'); // the term field
    await page.keyboard.press('Control+A');
    await page.keyboard.type('24');
    await page.keyboard.press('Tab'); // the term slider
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => monthsField(page).inputValue()).toBe('25');
    // US$25,000.00 at 12 % for 25 months (US$1,135.17), and US$15.00 of debt insurance.
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$1,150.17');
    await page.keyboard.press('Tab'); // the schedule's summary
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.simulator:visible .simulator-table').isVisible()).toBe(true);
    // The schedule's scroll box: on a phone its columns scroll sideways, by keyboard too (issue 40).
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.querySelector('.simulator-table') !== null),
    ).toBe(true);
    await page.keyboard.press('Tab'); // the "all months" button
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.simulator:visible .simulator-table tbody tr').count()).toBe(25);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript says it needs it, and shows the example with the inputs it was computed for', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url(creditsPage));
    expect(await figure(page, 'Cuota mensual')).toBe('US$169.07');
    expect(await page.locator('.simulator-loan:visible .simulator-results-heading').innerText()).toBe(
      'Resultado para US$5,000.00 a 36 meses',
    );
    expect(await page.locator('.simulator-loan:visible .simulator-noscript').innerText()).toBe(
      'Este simulador necesita JavaScript para calcular con tus datos. El resultado que ves es el ejemplo para US$5,000.00 a 36 meses.',
    );
    expect(await amountField(page).inputValue()).toBe('5,000.00');
    expect(await page.locator('.simulator-disclaimer').first().innerText()).toContain(
      'No es una oferta de crédito',
    );
    await page.goto(site.url(depositsPage));
    expect(await page.locator('.simulator-deposit .simulator-noscript').innerText()).toBe(
      'Este simulador necesita JavaScript para calcular con tus datos. El resultado que ves es el ejemplo para US$10,000.00 a 180 días.',
    );
    expect(await figure(page, 'Monto neto al vencimiento')).toBe('US$10,202.50');
    await context.close();
    // With JavaScript the notice is never shown.
    const opened = await open(creditsPage);
    expect(await opened.page.locator('.simulator-noscript').count()).toBe(0);
    await opened.context.close();
  });

  it('on the PymeAzul page uses the rates page row for working capital', async () => {
    const { page, context, errors } = await open(pymePage);
    expect(await figure(page, 'Tasa nominal anual')).toBe('11.50%');
    expect(await figure(page, 'Cuota mensual')).toBe('US$886.15');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('deposit simulator', () => {
  it("offers the rates page's terms and updates the result as the visitor types and chooses", async () => {
    const { page, context, errors } = await open(depositsPage);
    expect(await figure(page, 'Monto neto al vencimiento')).toBe('US$10,202.50');
    const terms = page.getByRole('group', { name: 'Plazo' }).getByRole('radio');
    expect(await terms.count()).toBe(5);
    await page.getByRole('radio', { name: '360 días (5.25%)' }).check();
    await expect.poll(() => figure(page, 'Intereses al vencimiento')).toBe('US$525.00');
    expect(await figure(page, 'Retención de impuesto sobre la renta (10.00%)')).toBe('US$52.50');
    expect(await figure(page, 'Monto neto al vencimiento')).toBe('US$10,472.50');
    await amountField(page).fill('500');
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'El monto mínimo es US$1,000.00.' });
    expect(await page.locator('.simulator-deposit .simulator-figure').count()).toBe(0);
    await amountField(page).fill('99,999,999,999');
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'El monto máximo es US$1,000,000.00.' });
    expect(await page.locator('.simulator-deposit .simulator-figure').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the rates table's Premier terms with Premier's minimum", async () => {
    const { page, context, errors } = await open(depositsPage);
    await page.getByRole('radio', { name: 'Premier' }).check();
    const terms = page.getByRole('group', { name: 'Plazo' }).getByRole('radio');
    await expect.poll(() => terms.count()).toBe(3);
    expect(await page.getByRole('group', { name: 'Plazo' }).innerText()).toBe(
      'Plazo\n90 días (3.90%)\n180 días (4.50%)\n360 días (5.35%)',
    );
    await page.getByRole('radio', { name: '360 días (5.35%)' }).check();
    await amountField(page).fill('20,000');
    // US$20,000.00 × 5.35 % × 360/360 = US$1,070.00 of interest, less 10 % withheld.
    await expect.poll(() => figure(page, 'Monto neto al vencimiento')).toBe('US$20,963.00');
    await amountField(page).fill('9,999.99');
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'El monto mínimo es US$10,000.00.' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works from the keyboard alone: the amount, then the terms with the arrow keys', async () => {
    const { page, context } = await open(depositsPage);
    await amountField(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1000');
    await page.keyboard.press('Tab'); // the chosen term (180 days)
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByRole('radio', { name: '30 días (3.25%)' }).isChecked()).toBe(true);
    await expect.poll(() => figure(page, 'Monto neto al vencimiento')).toBe('US$1,002.44');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => figure(page, 'Tasa nominal anual')).toBe('3.50%');
    await context.close();
  });
});

describe('a result shared and kept (issue 32)', () => {
  it("writes the inputs into the address, keeping a campaign's parameters, and the address reproduces the result", async () => {
    const first = await open(`${creditsPage}?utm_source=correo`);
    await amountField(first.page).fill('12,000');
    await monthsField(first.page).fill('60');
    // US$12,000.00 at 14.5 % (the 37–60 months row) for 60 months.
    // US$282.34 at 14.5 % (Python, French amortisation), and US$7.20 of debt insurance.
    await expect.poll(() => figure(first.page, 'Cuota mensual')).toBe('US$289.54');
    await expect
      .poll(() => new URL(first.page.url()).search)
      .toBe('?utm_source=correo&simulador=credito-personal&monto=12000&plazo=60');
    const shared = first.page.url();
    await first.context.close();
    const second = await open(shared.replace(site.url('/'), '/'));
    await expect
      .poll(() => shownResult(second.page))
      .toEqual({ heading: 'Resultado para US$12,000.00 a 60 meses', payment: 'US$289.54' });
    // Written as the defaults are (issue 40).
    expect(await amountField(second.page).inputValue()).toBe('12,000.00');
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  it('reads an address like typed input: a wrong value shows its message and no figure', async () => {
    const { page, context } = await open(`${creditsPage}?monto=999999999&plazo=84`);
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'El monto máximo es US$25,000.00.' });
    expect(await shownResult(page)).toEqual(pending);
    await context.close();
  });

  it("opens the mortgage's tab and reproduces its result from a shared address", async () => {
    const { page, context, errors } = await open(
      `${creditsPage}?simulador=credito-hipotecario&valor=150000&prima=30%25&plazo=15`,
    );
    await expect
      .poll(() => page.getByRole('tab', { name: 'Hipotecario' }).getAttribute('aria-selected'))
      .toBe('true');
    const home = page.locator('.simulator-loan', { hasText: 'Crédito hipotecario' });
    // US$105,000.00 at 7.75 % (to 15 years) over 180 months: US$988.34, and US$63.00 of debt insurance.
    await expect
      .poll(() => shownResult(page, home))
      .toEqual({ heading: 'Resultado para US$105,000.00 a 15 años', payment: 'US$1,051.34' });
    expect(await page.getByRole('textbox', { name: 'Prima (%)' }).inputValue()).toBe('30');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reproduces a deposit in Premier's segment from its address", async () => {
    const { page, context } = await open(
      `${depositsPage}?simulador=deposito-a-plazo-fijo&monto=20000&plazo=360&segmento=premier`,
    );
    await expect.poll(() => figure(page, 'Monto neto al vencimiento')).toBe('US$20,963.00');
    expect(await page.getByRole('radio', { name: 'Premier' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '360 días (5.35%)' }).isChecked()).toBe(true);
    await context.close();
  });

  it('downloads the schedule as a CSV file that holds the table on screen, row for row', async () => {
    const { page, context } = await open(creditsPage);
    await amountField(page).fill('7,500.50');
    await monthsField(page).fill('18');
    await expect
      .poll(() => shownResult(page))
      .toMatchObject({ heading: 'Resultado para US$7,500.50 a 18 meses' });
    await page.locator('.simulator:visible').getByText('Tabla de amortización').click();
    await page.getByRole('button', { name: 'Ver las 18 cuotas' }).click();
    const table = page.locator('.simulator-loan:visible .simulator-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(18);
    const onScreen = await table
      .locator('tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText)),
      );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar la tabla (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tabla-de-amortizacion-credito-personal.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    // The simulation's lines come first (e2e/simulator-address-tabs-print.test.ts), then an empty line.
    const [, rows = ''] = csv.trimEnd().split('\r\n\r\n');
    const lines = rows.split('\r\n').map((line) => line.split(','));
    const plain = (cell: string) => cell.replace('US$', '').replace(/,/g, '');
    expect(lines).toEqual(onScreen.map((row) => row.map(plain)));
    await context.close();
  });

  it('prints the whole schedule, on a sheet of its own', async () => {
    const { page, context } = await open(creditsPage, {
      setup: (p) =>
        p.addInitScript(() => {
          (window as unknown as { printed: number }).printed = 0;
          window.print = () => {
            (window as unknown as { printed: number }).printed++;
          };
        }),
    });
    await page.locator('.simulator:visible').getByText('Tabla de amortización').click();
    await page.getByRole('button', { name: 'Imprimir la tabla' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await page.locator('.simulator-print .simulator-table tbody tr').count()).toBe(36);
    await context.close();
  });
});

describe('mortgage and vehicle simulators on the credits page', () => {
  it("show the payment with and without insurance at the rates page's band, in their tabs", async () => {
    const { page, context, errors } = await open(creditsPage);
    await page.getByRole('tab', { name: 'Hipotecario' }).click();
    const home = page.locator('.simulator-loan', { hasText: 'Crédito hipotecario' });
    await expect
      .poll(() => home.locator('.simulator-results-heading').innerText())
      .toBe('Resultado para US$90,000.00 a 20 años');
    // US$90,000.00 at 8.25 % (16–20 years) over 240 months, plus US$0.60 a thousand of debt insurance.
    expect(await figure(page, 'Cuota mensual con seguro')).toBe('US$820.86');
    expect(await figure(page, 'Cuota sin seguro')).toBe('US$766.86');
    await page.getByRole('textbox', { name: 'Prima (US$)' }).fill('5,000');
    await expect
      .poll(() => fieldMessage(page.getByRole('textbox', { name: 'Prima (US$)' })))
      .toEqual({
        invalid: 'true',
        message: 'Financiamos hasta el 90% del valor: la prima mínima es US$10,000.00.',
      });
    expect(await shownResult(page, home)).toEqual(pending);
    await page.getByRole('tab', { name: 'Vehículo' }).click();
    const car = page.locator('.simulator-loan', { hasText: 'Crédito de vehículo' });
    await expect
      .poll(() => car.locator('.simulator-results-heading').innerText())
      .toBe('Resultado para US$22,500.00 a 60 meses');
    expect(await figure(page, 'Cuota mensual con seguro')).toBe('US$499.90');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the fields as a visitor expects them (issue 40)', () => {
  it('writes a valid figure as the defaults are on leaving the field, never a wrong one', async () => {
    const { page, context, errors } = await open(creditsPage);
    await amountField(page).fill('15000');
    expect(await amountField(page).inputValue()).toBe('15000');
    await page.keyboard.press('Tab');
    await expect.poll(() => amountField(page).inputValue()).toBe('15,000.00');
    await amountField(page).fill('150000');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'El monto máximo es US$25,000.00.' });
    expect(await amountField(page).inputValue()).toBe('150000');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the years slider on a term typed with decimals, which is a message', async () => {
    const { page, context } = await open(`${creditsPage}#hipotecario`);
    const home = page.locator('.simulator-loan', { hasText: 'Crédito hipotecario' });
    const years = home.getByRole('textbox', { name: 'Plazo (años)' });
    await years.fill('20.5');
    await expect
      .poll(() => fieldMessage(years))
      .toEqual({ invalid: 'true', message: 'El plazo va en años completos, sin decimales.' });
    const slider = home.getByRole('slider');
    expect(await slider.inputValue()).toBe('20.5');
    // The slider's own move lands on a whole year, and the field follows it.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => years.inputValue()).toBe('21');
    expect(await slider.inputValue()).toBe('21');
    await context.close();
  });

  it("describes the down payment's range, and keeps its share when the price changes", async () => {
    const { page, context, errors } = await open(`${creditsPage}#hipotecario`);
    const home = page.locator('.simulator-loan', { hasText: 'Crédito hipotecario' });
    const down = home.getByRole('textbox', { name: 'Prima (US$)' });
    const hint = async () => {
      const ids = (await down.getAttribute('aria-describedby'))?.split(' ') ?? [];
      return page.locator(`[id="${ids.at(-1) ?? ''}"]`).innerText();
    };
    expect(await hint()).toBe(
      'Para este valor, la prima va de US$10,000.00 a US$90,000.00: financiamos hasta el 90% del valor, entre US$10,000.00 y US$500,000.00.',
    );
    await home.getByRole('textbox', { name: 'Valor de la vivienda (US$)' }).fill('150000');
    await expect.poll(() => down.inputValue()).toBe('15,000.00');
    await expect
      .poll(() => shownResult(page, home))
      .toMatchObject({ heading: 'Resultado para US$135,000.00 a 20 años' });
    expect(await hint()).toBe(
      'Para este valor, la prima va de US$15,000.00 a US$140,000.00: financiamos hasta el 90% del valor, entre US$10,000.00 y US$500,000.00.',
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('prima')).toBe('15000');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a 320 px phone (issue 32)', () => {
  /** Elements of the simulators that reach past their card, and how wide the page scrolls. */
  async function overflow(page: Page) {
    return page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      outside: [...document.querySelectorAll('.simulator')].flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('dd, dt, input, label, p, legend, .simulator-results')]
          .filter(
            (el) => el.closest('.table-responsive') === null && el.getBoundingClientRect().right > edge + 0.5,
          )
          .map((el) => `${el.tagName}: ${(el as HTMLElement).innerText || (el as HTMLInputElement).value}`);
      }),
    }));
  }

  it('keeps the figures of the largest allowed amounts inside their cards', async () => {
    const phone = { viewport: { width: 320, height: 640 } };
    const credits = await open(creditsPage, phone);
    await amountField(credits.page).fill('25,000');
    await monthsField(credits.page).fill('84');
    await expect.poll(() => figure(credits.page, 'Cuota mensual')).toBe('US$511.55');
    expect(await overflow(credits.page)).toEqual({ pageWidth: 320, outside: [] });
    await credits.page.getByRole('tab', { name: 'Hipotecario' }).click();
    await credits.page.getByRole('textbox', { name: 'Valor de la vivienda (US$)' }).fill('1,000,000');
    await credits.page.getByRole('textbox', { name: 'Prima (US$)' }).fill('500,000');
    await credits.page.getByRole('textbox', { name: 'Plazo (años)' }).fill('25');
    await expect.poll(() => figure(credits.page, 'Monto a financiar')).toBe('US$500,000.00');
    expect(await overflow(credits.page)).toEqual({ pageWidth: 320, outside: [] });
    await credits.context.close();
    const deposits = await open(depositsPage, phone);
    await deposits.page.getByRole('radio', { name: 'Premier' }).check();
    await deposits.page.getByRole('radio', { name: '360 días (5.35%)' }).check();
    await amountField(deposits.page).fill('1,000,000');
    await expect.poll(() => figure(deposits.page, 'Monto neto al vencimiento')).toBe('US$1,048,150.00');
    expect(await overflow(deposits.page)).toEqual({ pageWidth: 320, outside: [] });
    await deposits.context.close();
  });
});

describe('simulator pages', () => {
  // One test per page: the credits page alone judges three simulators (every tab's panel is in the page).
  it.each([creditsPage, pymePage, depositsPage, ratesPage])(
    '%s has no serious or critical axe violation, with a message shown and the schedule open',
    async (route) => {
      const { page, context } = await open(route);
      if (route !== ratesPage) {
        await amountField(page).fill('1');
        await expect.poll(() => amountField(page).getAttribute('aria-invalid')).toBe('true');
      }
      // A carousel (PymeAzul's products) places its arrows once it has measured its panels: judged then,
      // not while a slow machine is still starting it.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.block-carousel')].every((c) => c.classList.contains('is-ready')),
      );
      await expectNoSeriousViolations(page, route);
      if (route === creditsPage) {
        // A wrong entry hides the schedule with the figures (issue 32): the open schedule is judged apart.
        await amountField(page).fill('10000');
        await page.locator('.simulator:visible').getByText('Tabla de amortización').click();
        await page.getByRole('button', { name: 'Ver las 36 cuotas' }).click();
        await expectNoSeriousViolations(page, `${route} (schedule)`);
      }
      if (route === creditsPage)
        for (const [tab, validDown] of [
          ['Hipotecario', '50,000'],
          ['Vehículo', '5,000'],
        ] as const) {
          // Each tab's simulator judged with a message shown, then with its schedule open.
          await page.getByRole('tab', { name: tab }).click();
          const down = page.getByRole('textbox', { name: 'Prima (US$)' });
          await down.fill('1');
          await expect.poll(() => down.getAttribute('aria-invalid')).toBe('true');
          await expectNoSeriousViolations(page, `${route} (${tab}, message)`);
          await down.fill(validDown);
          await page.getByRole('tabpanel').getByText('Tabla de amortización').click();
          await expectNoSeriousViolations(page, `${route} (${tab})`);
        }
      if (route === depositsPage) {
        await page.getByRole('radio', { name: 'Premier' }).check();
        await expectNoSeriousViolations(page, `${route} (Premier)`);
      }
      await context.close();
    },
  );

  it('load the simulator code only where a page has a simulator', async () => {
    const chunk = (requests: string[], name: string) =>
      requests.some((p) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(p));
    const credits = await open(creditsPage);
    expect(chunk(credits.requests, 'simulador-credito')).toBe(true);
    expect(chunk(credits.requests, 'simulador-deposito')).toBe(false);
    await credits.context.close();
    const deposits = await open(depositsPage);
    expect(chunk(deposits.requests, 'simulador-deposito')).toBe(true);
    expect(chunk(deposits.requests, 'simulador-credito')).toBe(false);
    await deposits.context.close();
    const home = await open('/');
    expect(chunk(home.requests, 'simulador-credito')).toBe(false);
    expect(chunk(home.requests, 'simulador-deposito')).toBe(false);
    await home.context.close();
  });
});
