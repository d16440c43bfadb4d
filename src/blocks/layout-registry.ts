import type { layoutBlocks } from '../content/schemas/blocks/layout';
import { BannerBlock } from './banner';
import { CascadePageBlock } from './cascade-page';
import { ColumnBlock } from './column';
import { FrontPageBlock } from './front-page';
import { FullWidthPageBlock } from './full-width-page';
import { PageBlock } from './page';
import { PlainPageBlock } from './plain-page';
import type { BlockComponents } from './registry';
import { RowBlock } from './row';

export const layoutComponents: BlockComponents<keyof typeof layoutBlocks> = {
  page: PageBlock,
  plain_page: PlainPageBlock,
  full_width_page: FullWidthPageBlock,
  cascade_page: CascadePageBlock,
  front_page: FrontPageBlock,
  banner: BannerBlock,
  row: RowBlock,
  column: ColumnBlock,
};
