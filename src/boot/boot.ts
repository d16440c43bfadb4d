/**
 * The boot script: a small classic script in every public page's <head>, run before the first paint
 * (docs/performance.md). It flags that the page's scripts run (src/boot/scripts-flag.ts) and a visit that
 * must choose its cookies, so the dialog in the HTML shows at once; remembers early button clicks; and starts
 * the application once the page has painted.
 */
import { startAppLater } from './app-start';
import { consentChoiceNeeded, consentNeededAttribute } from './consent-flag';
import { recordEarlyClicks } from './early-click';
import { scriptsRunAttribute } from './scripts-flag';

document.documentElement.setAttribute(scriptsRunAttribute, '');
if (consentChoiceNeeded(() => document.cookie, location.pathname)) {
  document.documentElement.setAttribute(consentNeededAttribute, '');
}
recordEarlyClicks();
if (document.currentScript instanceof HTMLScriptElement) startAppLater(document.currentScript);
