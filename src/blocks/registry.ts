import type { ComponentType } from 'react';
import type { BlockName, BlockOf } from '../content/schemas/registry';
import { ButtonBlock } from './button';
import { ColumnBlock } from './column';
import { ImageBlock } from './image';
import { PageBlock } from './page';
import { RowBlock } from './row';
import { TextBlock } from './text';
import { TitleBlock } from './title';

/** One component per block type; the mapped type makes a missing entry a compile error. */
export const blockComponents: { [N in BlockName]: ComponentType<{ blok: BlockOf<N> }> } = {
  page: PageBlock,
  row: RowBlock,
  column: ColumnBlock,
  text: TextBlock,
  title: TitleBlock,
  image: ImageBlock,
  button: ButtonBlock,
};
