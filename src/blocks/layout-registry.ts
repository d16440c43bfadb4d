import type { layoutBlocks } from '../content/schemas/blocks/layout';
import { ColumnBlock } from './column';
import { PageBlock } from './page';
import type { BlockComponents } from './registry';
import { RowBlock } from './row';

export const layoutComponents: BlockComponents<keyof typeof layoutBlocks> = {
  page: PageBlock,
  row: RowBlock,
  column: ColumnBlock,
};
