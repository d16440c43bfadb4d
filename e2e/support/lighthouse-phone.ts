/**
 * The phone Lighthouse's mobile runs emulate (its default form factor: 412 × 823 CSS pixels at 1.75 device
 * pixels a CSS pixel, touch): browser tests and benches that check what Lighthouse measures take this screen.
 */
import type { BrowserContextOptions } from 'playwright-core';

export const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;
