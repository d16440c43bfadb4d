import type { domainBlocks } from '../content/schemas/blocks/domain';
import type { BlockComponents } from './registry';

export const domainComponents: BlockComponents<keyof typeof domainBlocks> = {};
