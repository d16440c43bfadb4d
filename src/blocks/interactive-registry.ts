import type { interactiveBlocks } from '../content/schemas/blocks/interactive';
import { AccordionBlock } from './accordion';
import { CarouselBlock } from './carousel';
import { CarouselPanelBlock } from './carousel-panel';
import { InmuebleBlock } from './inmueble';
import { MemberBlock } from './member';
import { MemberBasicBlock } from './member-basic';
import type { BlockComponents } from './registry';
import { SlideBlock } from './slide';
import { SliderBlock } from './slider';
import { TabBlock } from './tab';
import { TabsBlock } from './tabs';
import { TogglerBlock } from './toggler';

export const interactiveComponents: BlockComponents<keyof typeof interactiveBlocks> = {
  toggler: TogglerBlock,
  accordion: AccordionBlock,
  tabs: TabsBlock,
  tab: TabBlock,
  carousel: CarouselBlock,
  carousel_panel: CarouselPanelBlock,
  slider: SliderBlock,
  slide: SlideBlock,
  member: MemberBlock,
  member_basic: MemberBasicBlock,
  inmueble: InmuebleBlock,
};
