/**
 * Whether a first paint must show the consent dialog (docs/performance.md): the boot script sets this flag
 * on <html> before the page is painted, and CSS shows the dialog the HTML already holds. The rule is the
 * app's (behaviour §4): no readable choice stored, and not on the privacy page.
 */
import { readConsent } from '../consent/consent-cookie';
import { isPrivacyPage } from '../consent/privacy-page';

export const consentNeededAttribute = 'data-consent-needed';

export function consentChoiceNeeded(readCookies: () => string, pathname: string): boolean {
  if (isPrivacyPage(pathname)) return false;
  try {
    return readConsent(readCookies()).status !== 'stored';
  } catch {
    // A document whose cookies cannot be read (sandboxed): the app shows the dialog too.
    return true;
  }
}
