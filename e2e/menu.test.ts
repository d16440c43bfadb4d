import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// Every visitor here has already chosen their cookies: the consent dialog would take the clicks.
import { openConsentedPage as openPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const mobile = { width: 1199, height: 800 };
const desktop = { width: 1200, height: 800 };
const desktop1366 = { width: 1366, height: 900 };

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

/** What has the keyboard's focus: its accessible text, trimmed, and whether it is inside `.site-header-bar`. */
async function focused(page: Page): Promise<{ text: string; inBar: boolean; left: number }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const text = (element?.getAttribute('aria-label') ?? element?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      text,
      inBar: Boolean(element?.closest('.site-header-bar')),
      left: element?.getBoundingClientRect().left ?? -1,
    };
  });
}

/** The header bar's controls in the order Tab reaches them, starting from the logo. */
async function barTabOrder(page: Page): Promise<{ text: string; left: number }[]> {
  await page.locator('.site-header-bar .site-logo').first().focus();
  const order: { text: string; left: number }[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now.inBar) break;
    order.push({ text: now.text, left: now.left });
  }
  return order;
}

describe('the header for keyboard users (issue 40; WAI-ARIA APG "Disclosure Navigation Menu")', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1199, height: 800 },
    { width: 1366, height: 900 },
  ]) {
    it(`at ${viewport.width} px Tab follows the bar from left to right`, async () => {
      const { page, context } = await openPage(browser, site.url('/'), { viewport });
      const order = await barTabOrder(page);
      const texts = order.map((entry) => entry.text);
      expect(texts.some((text) => text.startsWith('Buscar'))).toBe(true);
      expect(texts.some((text) => text.includes('Banca en línea'))).toBe(true);
      const lefts = order.map((entry) => entry.left);
      expect(lefts, texts.join(' → ')).toEqual([...lefts].sort((a, b) => a - b));
      if (viewport.width >= 1200) {
        // The menus left of 'Buscar' come before it (they came after it before).
        const firstMenu = texts.indexOf('Conocenos');
        expect(firstMenu).toBeGreaterThanOrEqual(0);
        expect(firstMenu).toBeLessThan(texts.findIndex((text) => text.startsWith('Buscar')));
      } else {
        expect(texts.at(-1)).toBe('Menú principal');
      }
      await context.close();
    });
  }

  it('at 1366 px a dropdown closes when focus leaves it, forwards or backwards', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop1366 });
    const toggle = page.getByRole('button', { name: 'Conocenos' });
    const links = page.locator('#main-menu-panel .has-submenu.is-open .submenu a');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    // Through its links, then one more Tab: out of the dropdown, which closes.
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe((await links.last().textContent())?.trim());
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#main-menu-panel .submenu:not([hidden])').count()).toBe(0);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('at 1366 px Escape closes a dropdown and gives the focus back to its button', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop1366 });
    const toggle = page.getByRole('button', { name: 'Conocenos' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.submenu')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toBe('Conocenos');
    // Escape on the button itself closes it too, the focus staying there.
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toBe('Conocenos');
    await context.close();
  });

  it('in the phone panel Escape closes the open submenu first, then the panel', async () => {
    const { page, context } = await openPage(browser, site.url('/'), {
      viewport: { width: 390, height: 844 },
    });
    const menuButton = page.getByRole('button', { name: 'Menú principal' });
    await menuButton.click();
    const toggle = page.locator('#main-menu-panel').getByRole('button', { name: 'Conocenos' });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toBe('Conocenos');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toBe('Menú principal');
    await context.close();
  });
});
