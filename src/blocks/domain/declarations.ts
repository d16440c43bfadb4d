import type { domainBlocks } from '../../content/schemas/blocks/domain';
import { lazy, type BlockDeclarations } from '../registry/declare';

/** The bank's own content: documents, agencies, questions, timelines, blog: each block once (registry/declare.ts says what eager and lazy mean). */
export const domainDeclarations: BlockDeclarations<keyof typeof domainBlocks> = {
  document: lazy(() => import('./document').then((m) => m.DocumentBlock)),
  document_list: lazy(() => import('./document-list').then((m) => m.DocumentListBlock)),
  atm: lazy(() => import('./atm').then((m) => m.AtmBlock)),
  agency: lazy(() => import('./agency').then((m) => m.AgencyBlock)),
  question: lazy(() => import('./question').then((m) => m.QuestionBlock)),
  faq_list: lazy(() => import('./faq-list').then((m) => m.FaqListBlock)),
  year: lazy(() => import('./year').then((m) => m.YearBlock)),
  period: lazy(() => import('./period').then((m) => m.PeriodBlock)),
  timeline: lazy(() => import('./timeline').then((m) => m.TimelineBlock)),
  premier_product: lazy(() => import('./premier-product').then((m) => m.PremierProductBlock)),
  blog_item: lazy(() => import('./blog-item').then((m) => m.BlogItemBlock)),
  blog_link: lazy(() => import('./blog-link').then((m) => m.BlogLinkBlock)),
  blog_menu: lazy(() => import('./blog-menu').then((m) => m.BlogMenuBlock)),
  featured_box: lazy(() => import('./featured-box').then((m) => m.FeaturedBoxBlock)),
  product_rate: lazy(() => import('./product-rate').then((m) => m.ProductRateBlock)),
  next_steps: lazy(() => import('./next-steps').then((m) => m.NextStepsBlock)),
  comments: lazy(() => import('./comments').then((m) => m.CommentsBlock)),
  place_finder: lazy(() => import('./place-finder').then((m) => m.PlaceFinderBlock)),
  search_results: lazy(() => import('./search-results').then((m) => m.SearchResultsBlock)),
  map_provider: lazy(() => import('./map-provider').then((m) => m.MapProviderBlock)),
};
