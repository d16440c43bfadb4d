import type { layoutBlocks } from '../../content/schemas/blocks/layout';
import { eager, type BlockDeclarations } from '../registry/declare';
import { BannerBlock } from './banner';
import { CascadePageBlock } from './cascade-page';
import { ColumnBlock } from './column';
import { FrontPageBlock } from './front-page';
import { FullWidthPageBlock } from './full-width-page';
import { PageBlock } from './page';
import { PlainPageBlock } from './plain-page';
import { RowBlock } from './row';

/** Page types and the grid: each block once (registry/declare.ts says what eager and lazy mean). */
export const layoutDeclarations: BlockDeclarations<keyof typeof layoutBlocks> = {
  page: eager(PageBlock),
  plain_page: eager(PlainPageBlock),
  full_width_page: eager(FullWidthPageBlock),
  cascade_page: eager(CascadePageBlock),
  front_page: eager(FrontPageBlock),
  banner: eager(BannerBlock),
  row: eager(RowBlock),
  column: eager(ColumnBlock),
};
