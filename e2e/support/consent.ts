/**
 * A stored cookie-consent choice for browser tests that are not about consent: without one the
 * consent dialog (issue 8) opens on every fresh visit and its backdrop takes the clicks.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { openPage, type OpenedPage } from './pages';

/** Stores `{ necessary: true, functional }` for the site of `url`, as the dialog would. */
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

/** openPage() for a visitor who has already chosen: same options, the consent stored before loading. */
export function openConsentedPage(
  browser: Browser,
  url: string,
  options: Parameters<typeof openPage>[2] = {},
): Promise<OpenedPage> {
  const { setup, ...rest } = options;
  return openPage(browser, url, {
    ...rest,
    setup: async (page) => {
      await withConsent(page.context(), url);
      await setup?.(page);
    },
  });
}
