/**
 * Search and social metadata constants (issue 11 "SEO"): one place for what crawlers and link previews
 * read, beside the site metadata of site.ts. The site's origin itself is build configuration
 * (integrations.siteUrl), since it differs per deployment.
 */
export const seo = {
  ogLocale: 'es_SV',
  /**
   * The longest meta description a page gets from its introduction, and the length an editor's
   * `seo_description` is warned beyond: about what search results show before cutting the text.
   */
  descriptionMaxLength: 160,
  twitterCard: 'summary_large_image',
  /**
   * Link-preview picture of a page without a raster image of its own (networks do not show SVG); made by
   * scripts/make-sample-photos.ts, 1200 × 630, in public/img/.
   */
  defaultImage: '/img/banco-azul-compartir.jpg',
  /** The page whose `question` blocks become schema.org FAQPage data. */
  faqPath: '/preguntas-frecuentes/',
  /** Not in any sitemap: preview screens and the not-found page. */
  privatePaths: ['/editor/', '/global/', '/404/'],
  /** Retired pages kept online for old links (`…-old`): reachable, but not offered to crawlers. */
  retiredSuffix: '-old',
  /** The bank as a schema.org BankOrCreditUnion (home page); its phone and email are the global story's. */
  organization: {
    addressLocality: 'San Salvador',
    addressCountry: 'SV',
  },
} as const;

/** A retired route (`/banca-personas/tarjetas-old/`): its last segment ends in the retired suffix. */
export function isRetiredRoute(routePath: string): boolean {
  const last =
    routePath
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .pop() ?? '';
  return last.endsWith(seo.retiredSuffix);
}
