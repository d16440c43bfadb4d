/**
 * schema.org JSON-LD of a page (issue 11 "SEO"): the bank on the home page, the questions and answers on
 * the FAQ page. Data for crawlers only: written as a non-executable `application/ld+json` script.
 */
import { site } from '../config/site';
import { seo } from '../config/seo';
import type { Blok } from '../content/blok';
import type { PageData } from '../content/page-data-types';
import { imageSrc } from '../content/image-src';
import { blokPlainText, findBloks } from '../content/plain-text';
import { absoluteUrl } from '../common/absolute-url';
import { withPrefix } from '../config/site-paths';
import { placesJsonLd } from './place-structured-data';

type JsonLd = Record<string, unknown>;

/** The logo of the global story's site_logo block, else the favicon. */
function logoPath(global: Blok | null): string {
  const logo = findBloks(global, 'site_logo')[0]?.image;
  const filename = typeof logo === 'object' && logo !== null ? (logo as { filename?: unknown }).filename : '';
  return typeof filename === 'string' && filename ? imageSrc(filename) : withPrefix(site.favicon);
}

/** A text field of the global story (its contact data), '' when unset. */
function globalText(global: Blok | null, field: string): string {
  const value = global?.[field];
  return typeof value === 'string' ? value.trim() : '';
}

export function bankJsonLd(siteUrl: string, global: Blok | null): JsonLd {
  const { addressLocality, addressCountry } = seo.organization;
  // The bank's phone and email are the global story's contact data (issue 33), as the pages show them.
  const telephone = globalText(global, 'contact_phone');
  const email = globalText(global, 'contact_email');
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: site.brand,
    legalName: site.legalName,
    description: site.metaDescription,
    url: absoluteUrl(siteUrl, withPrefix('/')),
    logo: absoluteUrl(siteUrl, logoPath(global)),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    address: { '@type': 'PostalAddress', addressLocality, addressCountry },
  };
}

/** FAQPage from the page's `question` blocks; null when it has none with both a question and an answer. */
export function faqJsonLd(content: Blok): JsonLd | null {
  const entities = findBloks(content, 'question').flatMap((question) => {
    const name = typeof question.question === 'string' ? question.question.trim() : '';
    const answer = blokPlainText(question.body);
    return name && answer
      ? [{ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: answer } }]
      : [];
  });
  if (entities.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entities };
}

export function structuredData(page: PageData, global: Blok | null, siteUrl: string): JsonLd[] {
  const places = placesJsonLd(page.story.content, absoluteUrl(siteUrl, withPrefix(page.path)));
  return [...pageJsonLd(page, global, siteUrl), ...(places ? [places] : [])];
}

function pageJsonLd(page: PageData, global: Blok | null, siteUrl: string): JsonLd[] {
  if (page.path === '/') return [bankJsonLd(siteUrl, global)];
  if (page.path === seo.faqPath) {
    const faq = faqJsonLd(page.story.content);
    return faq ? [faq] : [];
  }
  return [];
}
