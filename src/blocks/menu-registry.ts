import type { menuBlocks } from '../content/schemas/blocks/menu';
import { GlobalBlock } from './global';
import { MainMenuBlock } from './main-menu';
import { MenuLinkBlock } from './menu-link';
import type { BlockComponents } from './registry';

export const menuComponents: BlockComponents<keyof typeof menuBlocks> = {
  menu_link: MenuLinkBlock,
  main_menu: MainMenuBlock,
  global: GlobalBlock,
};
