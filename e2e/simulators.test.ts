/**
 * The simulators in the built site (issue 19, docs/behaviour.md §2.25): the result follows what the visitor
 * types, a wrong entry shows its message tied to the field and keeps the last result, the schedule opens and
 * shows every month on request, everything works from the keyboard, axe finds nothing serious, the example
 * shows without JavaScript, and the simulator's code is loaded only by pages that have one.
 */
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

const open = (route: string): Promise<OpenedPage> => openConsentedPage(browser, site.url(route));

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Monto (US$)' });
const monthsField = (page: Page) => page.getByRole('textbox', { name: 'Plazo (meses)' });

/** The figure next to a result's label, as shown. */
function figure(page: Page, label: string): Promise<string> {
  return page
    .locator('.simulator-figure', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .innerText();
}

/** The text of the field's message (the first element its aria-describedby names) and its aria-invalid. */
async function fieldMessage(field: Locator): Promise<{ invalid: string | null; message: string }> {
  const [first = ''] = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const message = await field.page().locator(`[id="${first}"]`).innerText();
  return { invalid: await field.getAttribute('aria-invalid'), message };
}

describe('loan simulator', () => {
  it('shows the default example and updates the result as the visitor types', async () => {
    const { page, context, errors } = await open(creditsPage);
    expect(await figure(page, 'Cuota mensual')).toBe('US$166.07');
    expect(await figure(page, 'Tasa nominal anual')).toBe('12.00%');
    await amountField(page).fill('10,000');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$332.14');
    expect(await figure(page, 'Total de intereses')).toBe('US$1,957.18');
    expect(await figure(page, 'Total a pagar')).toBe('US$11,957.18');
    await monthsField(page).fill('');
    await monthsField(page).pressSequentially('12');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$888.49');
    // Read out once the figures settle, politely.
    const status = page.locator('.simulator-loan [role="status"]');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => status.innerText()).toBe('Cuota mensual: US$888.49.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers each wrong entry with its message next to the field and keeps the last result', async () => {
    const { page, context, errors } = await open(creditsPage);
    await amountField(page).fill('10000');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$332.14');
    const amountCases: [string, string][] = [
      ['', 'Ingresá un monto.'],
      ['499.99', 'El monto mínimo es US$500.00.'],
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
      expect(await figure(page, 'Cuota mensual'), typed).toBe('US$332.14');
    }
    await amountField(page).fill('10000');
    await expect.poll(() => amountField(page).getAttribute('aria-invalid')).toBeNull();
    const monthsCases: [string, string][] = [
      ['', 'Ingresá un plazo en meses.'],
      ['5', 'El plazo mínimo es de 6 meses.'],
      ['37', 'El plazo máximo es de 36 meses.'],
      ['tres', 'Escribí el plazo solo con números, en meses.'],
      ['-12', 'El plazo no puede ser negativo.'],
      ['12.5', 'El plazo va en meses completos, sin decimales.'],
    ];
    for (const [typed, message] of monthsCases) {
      await monthsField(page).fill(typed);
      await expect
        .poll(() => fieldMessage(monthsField(page)), { message: typed })
        .toEqual({ invalid: 'true', message });
      expect(await figure(page, 'Cuota mensual'), typed).toBe('US$332.14');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the schedule with the first and last months, shows all on request, and closes it', async () => {
    const { page, context } = await open(creditsPage);
    const table = page.locator('.simulator-table');
    expect(await table.isVisible()).toBe(false);
    await page.getByText('Tabla de amortización').click();
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
    await page.getByText('Tabla de amortización').click();
    await expect.poll(() => table.isVisible()).toBe(false);
    await context.close();
  });

  it('works from the keyboard alone: fields, sliders, schedule', async () => {
    const { page, context, errors } = await open(creditsPage);
    await amountField(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10000');
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$332.14');
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
    // US$25,000.00 at 12 % for 25 months.
    await expect.poll(() => figure(page, 'Cuota mensual')).toBe('US$1,135.17');
    await page.keyboard.press('Tab'); // the schedule's summary
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.simulator-table').isVisible()).toBe(true);
    await page.keyboard.press('Tab'); // the "all months" button
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.simulator-table tbody tr').count()).toBe(25);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the example and its disclaimer without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url(creditsPage));
    expect(await figure(page, 'Cuota mensual')).toBe('US$166.07');
    expect(await amountField(page).inputValue()).toBe('5,000.00');
    expect(await page.locator('.simulator-disclaimer').innerText()).toContain('No es una oferta de crédito');
    await context.close();
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
    const terms = page.getByRole('radio');
    expect(await terms.count()).toBe(5);
    await page.getByRole('radio', { name: '360 días (5.25%)' }).check();
    await expect.poll(() => figure(page, 'Intereses al vencimiento')).toBe('US$525.00');
    expect(await figure(page, 'Retención de impuesto sobre la renta (10.00%)')).toBe('US$52.50');
    expect(await figure(page, 'Monto neto al vencimiento')).toBe('US$10,472.50');
    await amountField(page).fill('500');
    await expect
      .poll(() => fieldMessage(amountField(page)))
      .toEqual({ invalid: 'true', message: 'El monto mínimo es US$1,000.00.' });
    expect(await figure(page, 'Monto neto al vencimiento')).toBe('US$10,472.50');
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

describe('simulator pages', () => {
  it('have no serious or critical axe violation, with a message shown and the schedule open', async () => {
    for (const route of [creditsPage, pymePage, depositsPage, ratesPage]) {
      const { page, context } = await open(route);
      if (route !== ratesPage) {
        await amountField(page).fill('1');
        await expect.poll(() => amountField(page).getAttribute('aria-invalid')).toBe('true');
      }
      if (route === creditsPage) {
        await page.getByText('Tabla de amortización').click();
        await page.getByRole('button', { name: 'Ver las 36 cuotas' }).click();
      }
      // A carousel (PymeAzul's products) places its arrows once it has measured its panels: judged then,
      // not while a slow machine is still starting it.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.block-carousel')].every((c) => c.classList.contains('is-ready')),
      );
      await expectNoSeriousViolations(page, route);
      await context.close();
    }
  });

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
