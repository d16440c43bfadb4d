import type { menuBlocks } from '../content/schemas/blocks/menu';
import type { BlockComponents } from './registry';

export const menuComponents: BlockComponents<keyof typeof menuBlocks> = {};
