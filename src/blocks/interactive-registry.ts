import type { interactiveBlocks } from '../content/schemas/blocks/interactive';
import type { BlockComponents } from './registry';

export const interactiveComponents: BlockComponents<keyof typeof interactiveBlocks> = {};
