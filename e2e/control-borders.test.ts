/**
 * A checkbox, a text field or a select is seen by its edge: WCAG 1.4.11 asks 3:1 between a control's
 * boundary and what is around it (issue 40: the finder's "Abierto ahora" box and "Nombre o dirección" field
 * were drawn in #dee2e6 on white, 1.3:1). Every visible control of the pages with forms is measured: its
 * computed border colour against the first opaque background behind it.
 */
import { describe, expect, it } from 'vitest';
import { openConsentedPage } from './support/consent';
import { contrastRatio, over, parseComputedColor } from './support/contrast-math';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const nonTextMinimum = 3;

describe('control borders', () => {
  it.each([
    ['/agencias/', 'Abierto ahora'],
    ['/banca-personas/creditos/', 'Monto'],
    ['/buscar/', 'buscando'],
  ])('every control of %s has an edge of at least 3:1 against its background', async (route, oneLabel) => {
    const { page, context } = await openConsentedPage(browser, site.url(route), {
      viewport: { width: 1366, height: 900 },
    });
    try {
      // The finder draws its controls when it hydrates: measured once the named one is there.
      await page.getByLabel(oneLabel).first().waitFor({ state: 'visible' });
      const boxes = await page
        .locator('main input:not([type="range"]):not([type="hidden"]):visible, main select:visible')
        .evaluateAll((inputs) =>
          inputs.map((input) => {
            let behind: Element | null = input.parentElement;
            let background = 'rgb(255, 255, 255)';
            while (behind) {
              const colour = getComputedStyle(behind).backgroundColor;
              if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
                background = colour;
                break;
              }
              behind = behind.parentElement;
            }
            const label = (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? input.id;
            return { label, border: getComputedStyle(input).borderTopColor, background };
          }),
        );
      expect(boxes.map((box) => box.label).join(' | ')).toContain(oneLabel);
      for (const box of boxes) {
        const background = parseComputedColor(box.background);
        const ratio = contrastRatio(over(parseComputedColor(box.border), background), background);
        expect(ratio, `${box.label}: ${box.border} on ${box.background}`).toBeGreaterThanOrEqual(
          nonTextMinimum,
        );
      }
    } finally {
      await context.close();
    }
  });
});
