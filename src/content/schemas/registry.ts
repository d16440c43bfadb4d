/**
 * Every block type the site knows, by technical name. The React registry (src/blocks/registry.ts)
 * is typed against this map, so a block without a component (or the reverse) does not compile.
 */
import type { output } from 'zod';
import { buttonBlock, imageBlock, textBlock, titleBlock } from './blocks/basic';
import { columnBlock, pageBlock, rowBlock } from './blocks/layout';

export const blockDefinitions = {
  page: pageBlock,
  row: rowBlock,
  column: columnBlock,
  text: textBlock,
  title: titleBlock,
  image: imageBlock,
  button: buttonBlock,
} as const;

export type BlockName = keyof typeof blockDefinitions;
export type BlockOf<N extends BlockName> = output<(typeof blockDefinitions)[N]['schema']>;

/** Block types that can be the root `content` of a story (page types). */
export const pageTypes = ['page'] as const satisfies readonly BlockName[];

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockDefinitions, name);
}
