/**
 * The one place that launches Chromium. Every flag here is required on these machines: root needs
 * --no-sandbox, and the resolver rule keeps Chromium from looking up Google hosts at start (traffic
 * leaving the machine is watched). Every launch goes through launchChromium().
 */
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
] as const;

/**
 * Launches Debian's Chromium. Playwright gives every launch a fresh temporary user-data dir and
 * removes it on close; browser.newContext() isolates cookies and storage per test.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags], headless: true });
}
