import { describe, expect, it } from 'vitest';
// Every visitor here has already chosen their cookies: the consent dialog would take the clicks.
import { openConsentedPage as openPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const mobile = { width: 1199, height: 800 };
const desktop = { width: 1200, height: 800 };

describe('main menu (docs/behaviour.md §2, §4)', () => {
  it('at 1199 px is a closed slide-in panel that the button opens, traps focus and closes with Escape', async () => {
    const { page, context, errors } = await openPage(browser, site.url('/'), { viewport: mobile });
    const button = page.getByRole('button', { name: 'Menú principal' });
    const panelLink = page.locator('#main-menu-panel').getByRole('link', { name: 'Preguntas frecuentes' });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await panelLink.isVisible()).toBe(false);

    await button.click();
    await expect.poll(() => panelLink.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.body.classList.contains('main-menu-open'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.locator('#main-menu-panel').getAttribute('role')).toBe('dialog');

    // Tab never leaves the open panel.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#main-menu-panel'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menú principal');
    // The body's class follows the panel in an effect, after the frame that closed it.
    await expect
      .poll(() => page.evaluate(() => document.body.classList.contains('main-menu-open')))
      .toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on mobile when a link is chosen, and the page changes', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: mobile });
    await page.getByRole('button', { name: 'Menú principal' }).click();
    await page.locator('#main-menu-panel').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await page.waitForURL('**/preguntas-frecuentes/');
    await expect
      .poll(() => page.getByRole('button', { name: 'Menú principal' }).getAttribute('aria-expanded'))
      .toBe('false');
    expect(await page.evaluate(() => document.body.classList.contains('main-menu-open'))).toBe(false);
    await context.close();
  });

  it('at 1200 px is open in the header with no button and no scroll lock; onlyMobile links hidden', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop });
    const panel = page.locator('#main-menu-panel');
    // The main menu's entries are submenus ('Preguntas frecuentes' is a top link, in the header's top row).
    await expect.poll(() => panel.getByRole('button', { name: 'Lidera' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menú principal' }).isVisible()).toBe(false);
    expect(await panel.getByRole('link', { name: 'Descargá la app' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('main-menu-open'))).toBe(false);
    // Re-evaluated on resize: crossing below 1200 px closes it.
    await page.setViewportSize(mobile);
    await expect.poll(() => panel.getByRole('button', { name: 'Lidera' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menú principal' }).click();
    expect(await panel.getByRole('link', { name: 'Descargá la app' }).isVisible()).toBe(true);
    await context.close();
  });

  it('toggles submenus on click and closes them on an outside click', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop });
    const toggle = page.getByRole('button', { name: 'Conocenos' });
    const submenuLink = page.locator('#main-menu-panel').getByRole('link', { name: 'Junta directiva' });
    expect(await submenuLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await submenuLink.isVisible()).toBe(true);
    await toggle.click();
    expect(await submenuLink.isVisible()).toBe(false);
    await toggle.click();
    await page.locator('main h1, main h2').first().click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await submenuLink.isVisible()).toBe(false);
    await context.close();
  });
});
