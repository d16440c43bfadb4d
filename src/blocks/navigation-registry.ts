import type { navigationBlocks } from '../content/schemas/blocks/navigation';
import type { BlockComponents } from './registry';

export const navigationComponents: BlockComponents<keyof typeof navigationBlocks> = {};
