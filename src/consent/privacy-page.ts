import { consent } from '../config/site';

/** The privacy page, where the dialog never opens by itself (docs/behaviour.md §4): a route or a pathname. */
export function isPrivacyPage(path: string): boolean {
  return path.includes(consent.privacyPath);
}
