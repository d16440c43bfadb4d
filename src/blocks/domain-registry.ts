import type { domainBlocks } from '../content/schemas/blocks/domain';
import { AgencyBlock } from './agency';
import { AtmBlock } from './atm';
import { BlogItemBlock } from './blog-item';
import { BlogLinkBlock } from './blog-link';
import { BlogMenuBlock } from './blog-menu';
import { CommentsBlock } from './comments';
import { DocumentBlock } from './document';
import { DocumentListBlock } from './document-list';
import { FaqListBlock } from './faq-list';
import { FeaturedBoxBlock } from './featured-box';
import { PeriodBlock } from './period';
import { PremierProductBlock } from './premier-product';
import { QuestionBlock } from './question';
import type { BlockComponents } from './registry';
import { TimelineBlock } from './timeline';
import { YearBlock } from './year';
import { SearchResultsBlock } from './search-results';

export const domainComponents: BlockComponents<keyof typeof domainBlocks> = {
  document: DocumentBlock,
  document_list: DocumentListBlock,
  atm: AtmBlock,
  agency: AgencyBlock,
  question: QuestionBlock,
  faq_list: FaqListBlock,
  year: YearBlock,
  period: PeriodBlock,
  timeline: TimelineBlock,
  premier_product: PremierProductBlock,
  blog_item: BlogItemBlock,
  blog_link: BlogLinkBlock,
  blog_menu: BlogMenuBlock,
  featured_box: FeaturedBoxBlock,
  comments: CommentsBlock,
  search_results: SearchResultsBlock,
};
