/**
 * Site metadata and business constants (docs/behaviour.md §1, §9). Every constant the product uses lives here,
 * so a value is changed in one place and tests can import the same number the code uses. What each value
 * may be is in site-schema.ts: `satisfies` checks the types while you type, and the check at the end of
 * this file stops the build at once on a value the types cannot rule out (a path without its slash).
 */
import { version } from '../../package.json' with { type: 'json' };
import { checkConfig } from '../common/check-config';
import { siteConfigSchema, type SiteConfig } from './site-schema';

/** One name, used twice below: a constant, so bundles that need only `defaults` do not keep all of `site`. */
const brand = 'Banco Azul';

export const site = {
  brand,
  legalName: 'Banco Azul de El Salvador, S.A.',
  /** docs/behaviour.md §1: the site description is empty. */
  description: '',
  metaDescription:
    'Banco Azul es el banco de los salvadoreños que impulsa grandes comienzos con servicios financieros y atención personalizada.',
  keywords: ['banco', 'finanzas', 'El Salvador', 'Centroamérica', 'ahorro', 'préstamos', 'empresas'],
  /** Deliberate deviation (docs/architecture.md "Deliberate deviations"): the site is Spanish, so `es`. */
  lang: 'es',
  viewport: 'width=device-width, initial-scale=1',
  favicon: '/favicon.svg',
  /** Domain-verification meta tag for a social network (docs/behaviour.md §1). */
  domainVerification: { name: 'facebook-domain-verification', content: 'bancoazul-sample-verification' },
  version,
  /** Title template: page title, a dash, the brand (docs/behaviour.md §1). */
  titleTemplate: (pageTitle: string): string => (pageTitle ? `${pageTitle} - Banco Azul` : 'Banco Azul'),
} as const satisfies SiteConfig['site'];

/**
 * Site config entity (docs/behaviour.md §3): empty path prefix, link catching on. Trailing slashes are not a
 * setting: every route ends in one (toRoutePath, src/common/paths.ts).
 */
export const routing = {
  pathPrefix: '',
  catchLinks: true,
  /** The story whose route is `/` (docs/behaviour.md §2 "Links and assets"). */
  homeSlug: 'home',
  /** The story that holds header, menus and footer (docs/behaviour.md §2 "Layouts"). */
  globalSlug: 'global',
  notFoundSlug: '404',
  /**
   * The rates page, whose `tabla_tasas` rows are the published rates: should a key be used twice, a
   * simulator takes the figure of this page's row (docs/behaviour.md §5.8).
   */
  ratesSlug: 'tasas-y-comisiones',
  /** The agencies' place finder and the device-aware app download, where a product page's next steps lead. */
  agenciesSlug: 'agencias',
  appDownloadSlug: 'banca-movil-descarga',
  /** Folder, under the site root, of the page-data files (docs/behaviour.md §7). */
  dataDir: '/assets/data',
  /** Routes that load their own screens and skip page-data loading (docs/behaviour.md §2). */
  customRoutes: ['/editor/', '/global/'],
} as const satisfies SiteConfig['routing'];

/** docs/behaviour.md §9 constants. */
export const timing = {
  layoutLoadingDelayMs: 750,
  prefetchDelayMs: 250,
  headUpdateDebounceMs: 10,
  chunkLoadTimeoutMs: 120_000,
  sliderIntervalMs: 5000,
} as const satisfies SiteConfig['timing'];

export const layout = {
  mobileBreakpointPx: 1200,
  scrollSpyOffsetPx: 100,
  carouselSwipeThresholdPx: 40,
  carouselDragThreshold: 1,
} as const satisfies SiteConfig['layout'];

export const prefetch = {
  rootMargin: '20px',
  threshold: 0.1,
  maxConcurrent: 4,
} as const satisfies SiteConfig['prefetch'];

export const assets = {
  /** Public URL of bundled content images (docs/behaviour.md §2 "Links and assets"). */
  contentImagesPath: '/content-images/images',
  /** Folder of images inside a content folder (docs/behaviour.md §9 "image directory assets/images"). */
  imageDirectory: 'assets/images',
  downArrow: '/img/down-arrow.gif',
  documentIcon: '/content-images/img/document-icon.png',
  locationIcon: '/content-images/img/location.png',
} as const satisfies SiteConfig['assets'];

export const defaults = {
  imageAlt: 'No alt description',
  /** Product images fall back to the bank's name (docs/behaviour.md §5). */
  productImageAlt: brand,
  titleSize: 'h2',
  icon: 'question-square',
  iframeHeight: '100%',
  /** A deposit simulator's income-tax withholding on interest when its block sets none (docs/behaviour.md §2.25). */
  incomeTaxWithholdingPercent: 10,
} as const satisfies SiteConfig['defaults'];

export const consent = {
  cookieName: 'cookie-consent',
  maxAgeDays: 7,
  path: '/',
  sameSite: 'Lax',
  privacyPath: '/privacidad-de-datos',
} as const satisfies SiteConfig['consent'];

export const contentService = {
  version: 'draft',
  perPage: 25,
  rateLimit: 5,
  rateLimitOAuth: 3,
  maxRetries: 5,
  retryBackoffMs: 1000,
  /**
   * Seconds one request may take, from sending it to the last byte of its body (STORYBLOK_TIMEOUT).
   * Finite on purpose, unlike the first site's "no time-out": a service that trickles its answer must not
   * keep a build running for ever.
   */
  timeoutSeconds: 60,
  /** Redirects followed per request; more is reported as a redirect loop. */
  maxRedirects: 5,
  /** Most stories a listing may announce (200 pages of 25); a larger `Total` fails at once instead of hanging. */
  maxStories: 5000,
  /** Largest response body read (bytes); a bigger one is a broken or hostile service, not content. */
  maxResponseBytes: 50_000_000,
} as const satisfies SiteConfig['contentService'];

/** Fixed texts of the domain blocks (docs/behaviour.md §2 "Block behaviour by screen element"), kept verbatim here. */
export const domainTexts = {
  blogMenuTitle: '¡Los temas del mes!',
  commentsHeading: 'Comentarios',
  /** Shown until the comments widget (loaded by the consent feature) replaces it. */
  commentsPlaceholder: 'Los comentarios se muestran aquí cuando aceptás las cookies funcionales.',
  /** Screen-reader hint on links that open a new tab. */
  newTabHint: '(se abre en una pestaña nueva)',
  mapLink: 'Ver en el mapa',
  telephone: 'Teléfono',
  mainMenu: 'Menú principal',
  memberMore: 'Más información',
  close: 'Cerrar',
  /** Title of a property's photo dialog, followed by its numero: 'Activo #12'. */
  propertyTitlePrefix: 'Activo #',
} as const satisfies SiteConfig['domainTexts'];

/**
 * The block of four links to the online-banking portals (docs/behaviour.md §2 "Links and assets"); they open in new
 * tabs. The real addresses are not public: these are sample ones on the reserved .example domain.
 */
export const bankingPortals = [
  { key: 'personas', label: 'Banca en línea Personas', href: 'https://personas.bancoazul.example/' },
  { key: 'empresas', label: 'Banca en línea Empresas', href: 'https://empresas.bancoazul.example/' },
  { key: 'corporativa', label: 'Banca Corporativa', href: 'https://corporativa.bancoazul.example/' },
  { key: 'pagadores', label: 'Portal de Pagadores', href: 'https://pagadores.bancoazul.example/' },
] as const satisfies SiteConfig['bankingPortals'];

/**
 * Interactive block constants. Embla's `duration` is a speed factor, not milliseconds: 25 settles a page
 * move in roughly the 500 ms of docs/behaviour.md §9.
 */
export const carousel = {
  emblaDuration: 25,
} as const satisfies SiteConfig['carousel'];

// Node only (see checkConfig): the browser bundle drops this check and its schema.
if (!import.meta.env || import.meta.env.SSR) {
  checkConfig(
    siteConfigSchema(),
    {
      site,
      routing,
      timing,
      layout,
      prefetch,
      assets,
      defaults,
      consent,
      contentService,
      domainTexts,
      bankingPortals,
      carousel,
    },
    'site config (src/config/site.ts)',
    'correct the value named above in src/config/site.ts; site-schema.ts says what each one may be.',
  );
}
