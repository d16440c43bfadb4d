import type { ComponentType } from 'react';
import type { BlockName, BlockOf } from '../content/schemas/registry';
import { basicComponents } from './basic-registry';
import { domainComponents } from './domain-registry';
import { interactiveComponents } from './interactive-registry';
import { layoutComponents } from './layout-registry';
import { menuComponents } from './menu-registry';
import { navigationComponents } from './navigation-registry';
import { simulatorComponents } from './simulator-registry';

export type BlockComponents<N extends BlockName> = { [K in N]: ComponentType<{ blok: BlockOf<K> }> };

/** One component per block type; the mapped type makes a missing entry a compile error. */
export const blockComponents: BlockComponents<BlockName> = {
  ...layoutComponents,
  ...basicComponents,
  ...navigationComponents,
  ...menuComponents,
  ...interactiveComponents,
  ...domainComponents,
  ...simulatorComponents,
};
