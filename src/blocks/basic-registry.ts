import type { basicBlocks } from '../content/schemas/blocks/basic';
import { ButtonBlock } from './button';
import { ImageBlock } from './image';
import type { BlockComponents } from './registry';
import { TextBlock } from './text';
import { TitleBlock } from './title';

export const basicComponents: BlockComponents<keyof typeof basicBlocks> = {
  text: TextBlock,
  title: TitleBlock,
  image: ImageBlock,
  button: ButtonBlock,
};
