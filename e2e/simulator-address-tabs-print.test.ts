/**
 * Issue 40 in the built site: the simulator's address always describes the screen (a wrong entry keeps no
 * earlier valid figure in it; an address value the simulator cannot take shows its message, not a substitute
 * result), the credits page shows one simulator per tab and each tab has an address, and "Imprimir la tabla"
 * prints only the schedule's sheet, while the CSV starts with the simulation it belongs to.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsentedPage, withConsent } from './support/consent';
import { waitForHydration, type OpenedPage } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const creditsPage = '/banca-personas/creditos/';
const depositsPage = '/banca-personas/depositos/';

const { site, browser } = siteAndBrowserForFile();

const open = (route: string, options?: Parameters<typeof openConsentedPage>[2]): Promise<OpenedPage> =>
  openConsentedPage(browser, site.url(route), options);

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const visibleSimulators = (page: Page) => page.locator('.simulator:visible');
const resultFigures = (page: Page) => page.locator('.simulator:visible .simulator-figure-main').count();

describe('the address after a wrong entry (issue 40)', () => {
  it('holds what was typed, never the last valid figure, and opening it shows the same message', async () => {
    const { page, context } = await open(creditsPage);
    const amount = page.getByRole('textbox', { name: 'Monto (US$)' });
    await amount.fill('9999');
    await expect.poll(() => params(page).monto).toBe('9999');
    await amount.fill('999999999');
    await expect.poll(() => params(page).monto).toBe('999999999');
    const months = page.getByRole('textbox', { name: 'Plazo (meses)' });
    await amount.fill('9999');
    await months.fill('120');
    await expect.poll(() => params(page)).toMatchObject({ monto: '9999', plazo: '120' });
    const shared = page.url();
    await context.close();
    const again = await open(shared.replace(site.url('/'), '/'));
    await expect
      .poll(() => again.page.locator('.simulator-error:visible').allInnerTexts())
      .toEqual(['El plazo máximo es de 84 meses.']);
    expect(await resultFigures(again.page)).toBe(0);
    await again.context.close();
  });

  it('holds a prima above the price, and a Premier amount under its minimum', async () => {
    const credits = await open(`${creditsPage}#hipotecario`);
    await credits.page.getByRole('textbox', { name: 'Prima (US$)' }).fill('200,000');
    await expect
      .poll(() => params(credits.page))
      .toMatchObject({ simulador: 'credito-hipotecario', prima: '200000' });
    expect(await resultFigures(credits.page)).toBe(0);
    await credits.context.close();
    const deposits = await open(depositsPage);
    await deposits.page.getByRole('radio', { name: 'Premier' }).check();
    await deposits.page.getByRole('textbox', { name: 'Monto (US$)' }).fill('9,000');
    await expect
      .poll(() => params(deposits.page))
      .toMatchObject({ monto: '9000', segmento: 'premier', plazo: '180' });
    expect(await resultFigures(deposits.page)).toBe(0);
    await deposits.context.close();
  });

  it('shows the message of a term or segment the deposit does not have, never a substitute result', async () => {
    for (const [query, message] of [
      ['plazo=45', 'Este depósito no tiene ese plazo: elegí 30, 60, 90, 180 o 360 días.'],
      ['plazo=30&segmento=premier', 'Este depósito no tiene ese plazo: elegí 90, 180 o 360 días.'],
      ['plazo=90&segmento=oro', 'Este depósito no tiene ese segmento: elegí Estándar o Premier.'],
    ]) {
      const { page, context } = await open(
        `${depositsPage}?simulador=deposito-a-plazo-fijo&monto=20000&${query}`,
      );
      await expect
        .poll(() => page.locator('.simulator-deposit .simulator-error').allInnerTexts())
        .toEqual([message]);
      expect(await resultFigures(page)).toBe(0);
      expect(
        await page.locator('.simulator-deposit input[type="radio"]:checked').count(),
      ).toBeLessThanOrEqual(1);
      await context.close();
    }
  });
});

describe('the credits page tabs (issue 40)', () => {
  it('show exactly one simulator each, the one of their product', async () => {
    const { page, context, errors } = await open(creditsPage);
    for (const [tab, product] of [
      ['Personal', 'Crédito personal'],
      ['Hipotecario', 'Crédito hipotecario'],
      ['Vehículo', 'Crédito de vehículo'],
      ['Personal', 'Crédito personal'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect
        .poll(() => visibleSimulators(page).locator('.simulator-title').allInnerTexts())
        .toEqual([product]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are addressable: a hash opens its tab, a click or arrow key writes it, and a reload keeps it', async () => {
    const { page, context } = await open(`${creditsPage}#vehiculo`);
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').innerText();
    await expect.poll(selected).toBe('Vehículo');
    await page.getByRole('tab', { name: 'Hipotecario' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#hipotecario');
    // The address still names #vehiculo to the stylesheet (`:target`), which gives way once the page is live.
    await expect
      .poll(() => visibleSimulators(page).locator('.simulator-title').allInnerTexts())
      .toEqual(['Crédito hipotecario']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).hash).toBe('#vehiculo');
    await expect.poll(selected).toBe('Vehículo');
    await page.reload();
    // The selection is the script's once the page has hydrated (before, the stylesheet shows the tab).
    await waitForHydration(page);
    await expect.poll(selected).toBe('Vehículo');
    // A same-page link to a tab's address opens it.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#personal';
      link.textContent = 'Personal';
      link.id = 'to-personal';
      document.querySelector('main')?.prepend(link);
    });
    await page.locator('#to-personal').click();
    await expect.poll(selected).toBe('Personal');
    await context.close();
  });

  it('show the tab the address names from the first paint: without scripts, and before they run', async () => {
    const scriptless = { javaScriptEnabled: false };
    const blockedScripts = { setup: (page: Page) => page.route('**/assets/*.js', (route) => route.abort()) };
    for (const [how, { setup, ...options }] of [
      ['JavaScript off', { ...scriptless, setup: undefined }],
      ['scripts not yet run', { ...blockedScripts }],
    ] as const) {
      const context = await browser.newContext(options);
      await withConsent(context, site.url('/'));
      const page = await context.newPage();
      await setup?.(page);
      for (const [hash, tab, product] of [
        ['#hipotecario', 'Hipotecario', 'Crédito hipotecario'],
        ['#vehiculo', 'Vehículo', 'Crédito de vehículo'],
        ['', 'Personal', 'Crédito personal'],
      ]) {
        await page.goto(site.url(`${creditsPage}${hash}`));
        const shown = await visibleSimulators(page).locator('.simulator-title').allInnerTexts();
        expect(shown, `${how}, ${hash || 'no hash'}`).toEqual([product]);
        // The named tab looks selected: the page's text colour, the others the link colour. Polled: a hash
        // change within the page switches the colours through the tabs' colour transition.
        const tabsInSelectedColour = async () => {
          const colours = await page
            .locator('[role="tab"]')
            .evaluateAll((tabs) => tabs.map((tab) => [tab.textContent, getComputedStyle(tab).color]));
          const selectedColour = colours.find(([name]) => name === tab)?.[1];
          return colours.filter(([, colour]) => colour === selectedColour).map(([name]) => name);
        };
        await expect.poll(tabsInSelectedColour, { message: how }).toEqual([tab]);
      }
      await context.close();
    }
  });

  it('are where the search leads: "hipoteca" and "prestamo para carro" link to their tabs, and the link opens it', async () => {
    const { page, context } = await open('/');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('dialog', { name: 'Buscar en el sitio' }).waitFor();
    const first = async (query: string) => {
      await page.getByLabel('¿Qué estás buscando?').fill(query);
      await page.locator('.search-panel [role="status"]', { hasText: `«${query}»` }).waitFor();
      const link = page.locator('.search-panel a[data-search-result]').first();
      const href = await link.getAttribute('href');
      return href ? new URL(href, page.url()).pathname + new URL(href, page.url()).hash : '';
    };
    // The Vehículo section says "carro" through the editors' synonym "vehículo" (src/search/query/synonym-words.ts).
    expect(await first('prestamo para carro')).toBe(`${creditsPage}#vehiculo`);
    expect(await first('hipoteca')).toBe(`${creditsPage}#hipotecario`);
    await page.locator('.search-panel a[data-search-result]').first().click();
    await expect
      .poll(() => page.locator('[role="tab"][aria-selected="true"]').innerText())
      .toBe('Hipotecario');
    await context.close();
  });
});

describe('the schedule printed and downloaded (issue 40)', () => {
  it('prints only the sheet: product, inputs, date, every row and the notice', async () => {
    const { page, context } = await open(`${creditsPage}#hipotecario`, {
      setup: (p) =>
        p.addInitScript(() => {
          window.print = () => undefined;
        }),
    });
    const home = page.locator('.simulator-loan', { hasText: 'Crédito hipotecario' });
    await home.getByText('Tabla de amortización').click();
    await home.getByRole('button', { name: 'Imprimir la tabla' }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.simulator-print');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    // Nothing else of the page is printed: the body's other children are not displayed.
    const shown = await page.evaluate(() =>
      [...document.body.children]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => el.className),
    );
    expect(shown).toEqual(['simulator-print']);
    const text = await sheet.innerText();
    for (const part of [
      'Crédito hipotecario',
      'Resultado para US$90,000.00 a 20 años',
      'Monto del crédito',
      'Plazo',
      'Tasa nominal anual',
      'Seguro de deuda',
      'Fecha de la simulación',
      'Pago sin seguro',
      'No es una oferta',
    ])
      expect(text).toContain(part);
    expect(await sheet.locator('tbody tr').count()).toBe(240);
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it('downloads a CSV whose first lines are the simulation, the date and the notice', async () => {
    const { page, context } = await open(creditsPage);
    await visibleSimulators(page).getByText('Tabla de amortización').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar la tabla (CSV)' }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    const labels = lines.slice(0, lines.indexOf('')).map((line) => line.split(',')[0]);
    expect(labels).toEqual([
      'Producto',
      'Monto del crédito',
      'Plazo',
      'Cuota mensual con seguro',
      'Cuota sin seguro',
      'Seguro de deuda (US$0.60 por millar al mes)',
      'Tasa nominal anual',
      'Total de intereses',
      'Total de seguros',
      'Total a pagar',
      'Fecha de la simulación',
      'Aviso',
    ]);
    expect(lines[0]).toBe('Producto,Crédito personal');
    expect(lines[lines.indexOf('') - 1]).toContain('No es una oferta de crédito');
    expect(lines[lines.indexOf('') + 1]).toBe('Cuota,Pago sin seguro,Interés,Capital,Saldo');
    await context.close();
  });
});
