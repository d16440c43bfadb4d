import type { interactiveBlocks } from '../../content/schemas/blocks/interactive';
import { lazy, type BlockDeclarations } from '../registry/declare';

/** Togglers, tabs, carousels, sliders and team members: each block once (registry/declare.ts says what eager and lazy mean). */
export const interactiveDeclarations: BlockDeclarations<keyof typeof interactiveBlocks> = {
  toggler: lazy(() => import('./toggler').then((m) => m.TogglerBlock)),
  accordion: lazy(() => import('./accordion').then((m) => m.AccordionBlock)),
  tabs: lazy(() => import('./tabs').then((m) => m.TabsBlock)),
  tab: lazy(() => import('./tab').then((m) => m.TabBlock)),
  carousel: lazy(() => import('./carousel').then((m) => m.CarouselBlock)),
  carousel_panel: lazy(() => import('./carousel-panel').then((m) => m.CarouselPanelBlock)),
  slider: lazy(() => import('./slider').then((m) => m.SliderBlock)),
  slide: lazy(() => import('./slide').then((m) => m.SlideBlock)),
  member: lazy(() => import('./member').then((m) => m.MemberBlock)),
  member_basic: lazy(() => import('./member-basic').then((m) => m.MemberBasicBlock)),
  inmueble: lazy(() => import('./inmueble').then((m) => m.InmuebleBlock)),
};
