/**
 * Interactive blocks in a real browser (issue 6): accordion, toggler, tabs, carousel, slider, member
 * and property cards on the bundled sample pages, plus hydration warnings and axe-core audits.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { waitForHydration } from './support/pages';

const pages = {
  tarjetas: '/banca-personas/tarjetas/',
  clasica: '/banca-personas/tarjetas/tarjeta-de-credito-clasica/',
  oro: '/banca-personas/tarjetas/tarjeta-de-credito-oro/',
  platinum: '/banca-personas/tarjetas/tarjeta-de-credito-platinum/',
  seguros: '/banca-personas/seguros/',
  junta: '/conocenos/junta-directiva/',
  activos: '/activos-extraordinarios/',
  home: '/',
} as const;

const { site, browser } = siteAndBrowserForFile();

interface Opened {
  page: Page;
  errors: string[];
}

/** Opens a page in a fresh context and waits until React has hydrated it (its root has fibers). */
async function open(path: string, options: BrowserContextOptions = {}): Promise<Opened> {
  const context = await browser.newContext(options);
  // A stored consent choice: without one the cookie dialog opens on every fresh visit and takes the clicks.
  await context.addCookies([
    {
      name: 'cookie-consent',
      value: encodeURIComponent(JSON.stringify({ necessary: true, functional: false })),
      url: site.url('/'),
      sameSite: 'Lax',
    },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { page, errors };
}

async function close({ page, errors }: Opened): Promise<void> {
  await page.context().close();
  expect(errors).toEqual([]);
}

/** Index of the slider's active slide. */
function activeSlide(page: Page): Promise<number> {
  return page.$$eval('.block-slider .carousel-item', (items) =>
    items.findIndex((item) => item.classList.contains('active')),
  );
}

function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/** Whether a carousel slot is the first one shown: its left edge on the viewport's (sub-pixel widths aside). */
function slotShownFirst(slot: Locator): Promise<boolean> {
  return slot.evaluate((el) => {
    const viewport = el.closest('.block-carousel__viewport');
    return Math.abs(el.getBoundingClientRect().left - (viewport?.getBoundingClientRect().left ?? 0)) < 2;
  });
}

/** Waits until the carousel track has stopped moving (its transform is the same over 200 ms). */
async function settled(page: Page): Promise<void> {
  const transform = () =>
    page.$eval('.block-carousel__container', (el) => (el as HTMLElement).style.transform);
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = await transform();
        const same = now === previous;
        previous = now;
        return same;
      },
      { interval: 200, timeout: 5000 },
    )
    .toBe(true);
}

describe('accordion and toggler', () => {
  it('keeps only one toggler of an accordion open, with ARIA and keyboard', async () => {
    const opened = await open(pages.seguros);
    const { page } = opened;
    const buttons = page.locator('.block-accordion .toggler-button');
    expect(await buttons.count()).toBe(5);
    const first = buttons.nth(0);
    const second = buttons.nth(1);
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const region = page.locator(`#${await first.getAttribute('aria-controls')}`);
    expect(await region.getAttribute('role')).toBe('region');
    expect(await region.isVisible()).toBe(true);

    // Keyboard: arrows move between headers, Enter opens and closes the other one.
    await first.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toContain('Seguro de deuda');
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await region.isVisible()).toBe(false);
    expect(await page.locator('.block-accordion [role=region]:visible').count()).toBe(1);
    await page.keyboard.press('End');
    expect(await focused(page)).toContain('Seguro de vivienda');
    await close(opened);
  });

  it('swaps closed_text for opened_text and back', async () => {
    const opened = await open(pages.clasica);
    const { page } = opened;
    const button = page.getByRole('button', { name: '¿Cómo acumulo puntos Monedazul?' });
    await button.click();
    const openButton = page.getByRole('button', { name: 'Ocultar detalle de puntos' });
    expect(await openButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('acumulás un punto Monedazul').isVisible()).toBe(true);
    await openButton.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('acumulás un punto Monedazul').isVisible()).toBe(false);
    await close(opened);
  });
});

describe('tabs', () => {
  it('has every panel in the markup, the closed ones hidden, and moves with arrow keys', async () => {
    const opened = await open(pages.clasica);
    const { page } = opened;
    // Only the rendered markup: the page data embedded after it holds every tab's content.
    const html = (await (await fetch(site.url(pages.clasica))).text()).split('</main>')[0] ?? '';
    expect(html).toContain('Puntos Monedazul por cada compra');
    // Every panel is in the HTML so the tab an address names can show before scripts run (issue 40).
    expect(html).toContain('Ingresos mensuales desde');
    expect(await page.getByText('Ingresos mensuales desde').isVisible()).toBe(false);

    const requisitos = page.getByRole('tab', { name: 'Requisitos' });
    await requisitos.click();
    expect(await requisitos.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Ingresos mensuales desde US$400.00').isVisible()).toBe(true);
    expect(await page.getByText('Membresía anual: US$25.00 (IVA incluido).').isVisible()).toBe(false);

    await page.keyboard.press('ArrowRight');
    const tasas = page.getByRole('tab', { name: 'Tasas' });
    expect(await tasas.getAttribute('aria-selected')).toBe('true');
    expect(await focused(page)).toBe('Tasas');
    expect(await page.getByText('Membresía anual: US$25.00 (IVA incluido).').isVisible()).toBe(true);
    // Other panels stay in the page, hidden.
    expect(await page.getByText('Ingresos mensuales desde US$400.00').count()).toBe(1);
    await close(opened);
  });
});

describe('carousel', () => {
  it('shows prev/next arrows from the lg breakpoint up only', async () => {
    const small = await open(pages.tarjetas, { viewport: { width: 800, height: 900 } });
    expect(await small.page.getByRole('button', { name: 'Siguiente' }).isVisible()).toBe(false);
    expect(await small.page.getByRole('button', { name: 'Anterior' }).isVisible()).toBe(false);
    expect(await small.page.locator('.block-carousel__marker').count()).toBe(3);
    await close(small);

    const large = await open(pages.tarjetas, { viewport: { width: 1280, height: 900 } });
    const next = large.page.getByRole('button', { name: 'Siguiente' });
    expect(await next.isVisible()).toBe(true);
    await large.page.setViewportSize({ width: 900, height: 900 });
    expect(await next.isVisible()).toBe(false);
    await large.page.setViewportSize({ width: 1100, height: 900 });
    expect(await next.isVisible()).toBe(true);
    await close(large);
  });

  it('renders every panel on the server, in a row that scrolls natively without scripts', async () => {
    const html = await (await fetch(site.url(pages.tarjetas))).text();
    for (const name of ['Clásica', 'Oro', 'Platinum']) expect(html).toContain(`Conocé la tarjeta ${name}`);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 800, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(site.url(pages.tarjetas));
    const viewport = page.locator('.block-carousel__viewport');
    expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth * 2)).toBe(true);
    await viewport.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    expect(await slotShownFirst(page.locator('.block-carousel__slot').nth(1))).toBe(true);
    await context.close();
  });

  it('continues from the page scrolled to natively before scripts took over', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    // Hold the scripts back until the visitor has scrolled the row by hand.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // The boot script (inline) runs before the page is parsed further; it is what starts them.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(site.url(pages.tarjetas), { waitUntil: 'commit' });
    const viewport = page.locator('.block-carousel__viewport');
    await viewport.waitFor();
    await viewport.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2, behavior: 'instant' }));
    release();
    await page.waitForFunction(() => !!document.querySelector('.block-carousel.is-ready'));
    const markers = page.locator('.block-carousel__marker');
    await expect.poll(() => markers.nth(2).getAttribute('aria-current')).toBe('true');
    expect(await viewport.evaluate((el) => [getComputedStyle(el).overflowX, el.scrollLeft])).toEqual([
      'hidden',
      0,
    ]);
    expect(await slotShownFirst(page.locator('.block-carousel__slot').nth(2))).toBe(true);
    await context.close();
  });

  it('moves to a page on marker click and ignores a marker click while sliding', async () => {
    const opened = await open(pages.tarjetas, { viewport: { width: 1280, height: 900 } });
    const { page } = opened;
    const markers = page.locator('.block-carousel__marker');
    const slots = page.locator('.block-carousel__slot');
    // Wait for embla to take over the viewport.
    await page.waitForFunction(
      () => !!document.querySelector('.block-carousel__container[style*="transform"]'),
    );

    await markers.nth(2).click();
    await expect.poll(() => markers.nth(2).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => slotShownFirst(slots.nth(2))).toBe(true);
    expect(await page.getByRole('link', { name: 'Conocé la tarjeta Platinum' }).isVisible()).toBe(true);
    await settled(page);

    // Two clicks in the same task: the second lands while the first move is under way.
    await page.evaluate(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('.block-carousel__marker');
      buttons[0]?.click();
      buttons[1]?.click();
    });
    await expect.poll(() => slotShownFirst(slots.nth(0))).toBe(true);
    // Once the move is over (a state, not a delay), the second click has not moved it on.
    await settled(page);
    expect(await slotShownFirst(slots.nth(0))).toBe(true);
    expect(await markers.nth(0).getAttribute('aria-current')).toBe('true');
    expect(await markers.nth(1).getAttribute('aria-current')).toBeNull();

    // Once settled, markers work again; the arrows move a page at a time.
    await settled(page);
    await markers.nth(1).click();
    await expect.poll(() => slotShownFirst(slots.nth(1))).toBe(true);
    await settled(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => markers.nth(2).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await close(opened);
  });
});

describe('carousel swipe', () => {
  it('moves a page only for a swipe of at least 40 px', async () => {
    const opened = await open(pages.tarjetas, { viewport: { width: 800, height: 900 } });
    const { page } = opened;
    await page.waitForFunction(
      () => !!document.querySelector('.block-carousel__container[style*="transform"]'),
    );
    const markers = page.locator('.block-carousel__marker');
    const box = await page.locator('.block-carousel__viewport').boundingBox();
    if (!box) throw new Error('carousel viewport not laid out');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const drag = async (dx: number, steps = 2) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps });
      await page.mouse.up();
      await settled(page);
    };
    // A fast 38 px flick would be enough for embla; under the threshold it snaps back.
    await drag(-38);
    expect(await markers.nth(0).getAttribute('aria-current')).toBe('true');
    // 60 px is far less than embla's own fifth of the view, but past the threshold: next page.
    await drag(-60, 12);
    expect(await markers.nth(1).getAttribute('aria-current')).toBe('true');
    await drag(60, 12);
    expect(await markers.nth(0).getAttribute('aria-current')).toBe('true');
    await close(opened);
  });
});

describe('slider', () => {
  it('advances after the 5000 ms fallback when the content interval is not a number', async () => {
    const opened = await open(pages.home, { viewport: { width: 1280, height: 900 } });
    const { page } = opened;
    // The pointer stays away from the slider: hovering pauses it.
    await page.mouse.move(5, 890);
    const start = Date.now();
    expect(await activeSlide(page)).toBe(0);
    await page.waitForTimeout(4000 - (Date.now() - start));
    expect(await activeSlide(page)).toBe(0);
    await expect.poll(() => activeSlide(page), { timeout: 4000, interval: 100 }).toBe(1);
    const elapsed = Date.now() - start;
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(7500);
    expect(
      await page.getByRole('button', { name: 'Ir a la diapositiva 2' }).getAttribute('aria-current'),
    ).toBe('true');
    await close(opened);
  });

  it('does not auto-advance when the visitor prefers reduced motion', async () => {
    const opened = await open(pages.home, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page } = opened;
    await page.mouse.move(5, 890);
    await page.waitForTimeout(6500);
    expect(await activeSlide(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Pausar presentación' }).count()).toBe(0);
    // The visitor can still move it by hand, with Spanish labels.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    await close(opened);
  });

  it('keeps its height through every slide, so a move shifts nothing (800 px: captions of unequal height)', async () => {
    const opened = await open(pages.home, { viewport: { width: 800, height: 900 } });
    const { page } = opened;
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { slideShifts: number[] }).slideShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    const height = () => page.$eval('.block-slider', (el) => el.getBoundingClientRect().height);
    const start = await height();
    for (const next of [1, 2, 0]) {
      await page.getByRole('button', { name: `Ir a la diapositiva ${next + 1}` }).click();
      await expect.poll(() => activeSlide(page)).toBe(next);
      await page.waitForSelector('.block-slider .carousel-item-next, .block-slider .carousel-item-prev', {
        state: 'detached',
      });
      expect(await height()).toBe(start);
    }
    expect(await page.evaluate(() => (window as unknown as { slideShifts: number[] }).slideShifts)).toEqual(
      [],
    );
    // Only the slide shown has its picture laid out: the others' pictures do not load with the page.
    expect(
      await page.$$eval('.block-slider .carousel-item:not(.active) .slide-image', (images) =>
        images.map((image) => getComputedStyle(image).display),
      ),
    ).toEqual(['none', 'none']);
    await close(opened);
  });
});

describe('member card', () => {
  it('flips to the resume and back with the keyboard, moving focus', async () => {
    const opened = await open(pages.junta);
    const { page } = opened;
    const card = page.locator('.member-card').first();
    const more = card.getByRole('button', { name: 'Más información' });
    // The back is hidden, not only turned away: no one meets its text until the card flips (issue 40).
    expect(await card.getByText('Economista con 25 años').isVisible()).toBe(false);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Cerrar');
    expect(await card.getAttribute('class')).toContain('is-flipped');
    expect(await card.locator('.member-card__front').getAttribute('inert')).not.toBeNull();
    expect(await card.getByText('Economista con 25 años').isVisible()).toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(() => focused(page)).toBe('Más información');
    expect(await card.getAttribute('class')).not.toContain('is-flipped');
    expect(await card.locator('.member-card__back').getAttribute('inert')).not.toBeNull();
    await expect.poll(() => card.getByText('Economista con 25 años').isVisible()).toBe(false);
    // The basic variant has no flip.
    const basic = page.locator('.member-card--basic');
    expect(await basic.getByRole('button').count()).toBe(0);
    expect(await basic.getByText('Luis Mario').isVisible()).toBe(true);
    await close(opened);
  });
});

describe('property card', () => {
  it("opens the photo dialog titled 'Activo #{numero}' and closes it with Escape and its button", async () => {
    const opened = await open(pages.activos);
    const { page } = opened;
    const button = page.getByRole('button', { name: 'Ver fotos (3)' }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Activo #1041' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img').count()).toBe(3);
    expect(await dialog.getByRole('img', { name: 'Patio trasero con árbol de mango' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Ver fotos (3)');

    await button.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await close(opened);
  });
});

describe('hydration and accessibility', () => {
  // The page content and any open dialog (portalled out of <main>); header and footer have their own audits.
  const inMain = { include: ['main', '.modal'] };

  for (const [name, path] of Object.entries(pages)) {
    it(`${name}: no console errors or hydration warnings, no serious axe violations`, async () => {
      const opened = await open(path, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      await expectNoSeriousViolations(opened.page, opened.page.url(), inMain);
      await close(opened);
    });
  }

  it('open states pass axe too: accordion, flipped card, photo dialog', async () => {
    const seguros = await open(pages.seguros);
    await seguros.page.locator('.block-accordion .toggler-button').first().click();
    await expectNoSeriousViolations(seguros.page, seguros.page.url(), inMain);
    await close(seguros);

    const junta = await open(pages.junta);
    await junta.page.getByRole('button', { name: 'Más información' }).first().click();
    await expectNoSeriousViolations(junta.page, junta.page.url(), inMain);
    await close(junta);

    const activos = await open(pages.activos);
    await activos.page.getByRole('button', { name: 'Ver fotos (2)' }).first().click();
    await activos.page.getByRole('dialog').waitFor();
    await expectNoSeriousViolations(activos.page, activos.page.url(), inMain);
    await close(activos);
  });
});
