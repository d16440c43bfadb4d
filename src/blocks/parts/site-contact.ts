import { createContext, useContext } from 'react';
import type { Blok } from '../../content/blok';

/**
 * The bank's contact data, written once in the global story (issue 33): the footer, the FAQ and the
 * customer-service page read it through the `contact_details` block, so they never disagree.
 */
export interface SiteContact {
  phone: string;
  hours: string;
  email: string;
  social: readonly Blok[];
}

export const noSiteContact: SiteContact = { phone: '', hours: '', email: '', social: [] };

export const SiteContactContext = createContext<SiteContact>(noSiteContact);

export function useSiteContact(): SiteContact {
  return useContext(SiteContactContext);
}

/** The contact data of a global story's content (its `contact_*` and `social_links` fields). */
export function siteContactOf(global: {
  contact_phone: string;
  contact_hours: string;
  contact_email: string;
  social_links: readonly Blok[];
}): SiteContact {
  return {
    phone: global.contact_phone,
    hours: global.contact_hours,
    email: global.contact_email,
    social: global.social_links,
  };
}
