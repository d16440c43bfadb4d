/**
 * Every block type the site knows, by technical name. Each group of blocks keeps its own map in its
 * own file; this one joins them. The block declarations (src/blocks/registry/declarations.ts) are typed
 * against the result, so a block without a component (or the reverse) does not compile.
 */
import type { output } from 'zod';
import { basicBlocks } from './blocks/basic';
import { domainBlocks } from './blocks/domain';
import { interactiveBlocks } from './blocks/interactive';
import { layoutBlocks } from './blocks/layout';
import { menuBlocks } from './blocks/menu';
import { navigationBlocks } from './blocks/navigation';

export const blockDefinitions = {
  ...layoutBlocks,
  ...basicBlocks,
  ...navigationBlocks,
  ...menuBlocks,
  ...interactiveBlocks,
  ...domainBlocks,
} as const;

export type BlockName = keyof typeof blockDefinitions;
export type BlockOf<N extends BlockName> = output<(typeof blockDefinitions)[N]['schema']>;

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockDefinitions, name);
}
