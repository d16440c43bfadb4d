/**
 * The site's own client-side redirect rule (docs/behaviour.md §2): /banca-movil-descarga/ sends iPhone and iPad
 * visitors to the App Store listing, Android visitors to Google Play, everyone else to the mobile-banking page.
 */
import { integrations } from '../config/integrations';

export const appDownloadPath = '/banca-movil-descarga/';
export const mobileBankingPath = '/medios-digitales/banca-movil/';

/**
 * Whether the route only sends the visitor elsewhere: it is no answer to a search (its few words name the
 * page it redirects to, which is the result), so the search index leaves it out.
 */
export const isRedirectSource = (routePath: string): boolean => routePath === appDownloadPath;

export type Redirect = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

export interface Device {
  userAgent: string;
  /** iPadOS 13+ reports a desktop Safari user agent; touch points tell it apart from a Mac. */
  maxTouchPoints: number;
}

export function isAppleMobile({ userAgent, maxTouchPoints }: Device): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

export function redirectFor(routePath: string, device: Device): Redirect | null {
  if (!isRedirectSource(routePath)) return null;
  if (isAppleMobile(device)) return { kind: 'external', url: integrations.appStoreUrl };
  if (/\bAndroid\b/i.test(device.userAgent)) return { kind: 'external', url: integrations.playStoreUrl };
  return { kind: 'internal', path: mobileBankingPath };
}
