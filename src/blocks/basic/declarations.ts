import type { basicBlocks } from '../../content/schemas/blocks/basic';
import { eager, type BlockDeclarations } from '../registry/declare';
import { ButtonBlock } from './button';
import { ImageBlock } from './image';
import { TextBlock } from './text';
import { TitleBlock } from './title';

/** Text, titles, images and buttons: each block once (registry/declare.ts says what eager and lazy mean). */
export const basicDeclarations: BlockDeclarations<keyof typeof basicBlocks> = {
  text: eager(TextBlock),
  title: eager(TitleBlock),
  image: eager(ImageBlock),
  button: eager(ButtonBlock),
};
