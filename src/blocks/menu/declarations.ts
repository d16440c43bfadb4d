import type { menuBlocks } from '../../content/schemas/blocks/menu';
import { eager, type BlockDeclarations } from '../registry/declare';
import { GlobalBlock } from './global';
import { MainMenuBlock } from './main-menu';
import { MenuLinkBlock } from './menu-link';
import { SearchRuleBlock } from './search-rule';

/** The header and footer menus and the global content: each block once (registry/declare.ts says what eager and lazy mean). */
export const menuDeclarations: BlockDeclarations<keyof typeof menuBlocks> = {
  menu_link: eager(MenuLinkBlock),
  main_menu: eager(MainMenuBlock),
  global: eager(GlobalBlock),
  search_synonym: eager(SearchRuleBlock),
  search_pin: eager(SearchRuleBlock),
};
