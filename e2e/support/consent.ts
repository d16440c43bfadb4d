/**
 * A stored cookie-consent choice for browser tests that are not about consent: without one the
 * consent dialog (issue 8) opens on every fresh visit and its backdrop takes the clicks.
 */
import type { BrowserContext } from 'playwright-core';

export async function withConsent(context: BrowserContext, url: string, functional = false): Promise<void> {
  await context.addCookies([
    {
      name: 'cookie-consent',
      value: encodeURIComponent(JSON.stringify({ necessary: true, functional })),
      url: new URL('/', url).href,
      sameSite: 'Lax',
    },
  ]);
}
