/**
 * Blocks every page needs (page types, grid, text, titles, images, buttons, the header and footer
 * blocks): part of the entry chunk. Everything else is in lazy-blocks.ts.
 */
import type { BlockName } from '../content/schemas/registry';
import { basicComponents } from './basic-registry';
import type { AnyBlockComponent } from './lazy-blocks';
import { layoutComponents } from './layout-registry';
import { LinkListBlock } from './link-list';
import { LinkListItemBlock } from './link-list-item';
import { menuComponents } from './menu-registry';
import { SiteLogoBlock } from './site-logo';

export const eagerBlocks = {
  ...layoutComponents,
  ...basicComponents,
  ...menuComponents,
  site_logo: SiteLogoBlock,
  link_list: LinkListBlock,
  link_list_item: LinkListItemBlock,
} as unknown as Partial<Record<BlockName, AnyBlockComponent>>;
