/** Page types and the grid (SPEC §2 "Layouts", §3 Page regions, Row, Column). */
import { defineBlock } from '../define-block';
import { blokList, bool, option, text } from '../fields';

const layoutChoice = option(['classic', 'new'] as const);

/** Basic page: header blocks, then the body in a centred 10-of-12 column. */
export const pageBlock = defineBlock('page', {
  layout: layoutChoice,
  header: blokList,
  body: blokList,
  footer: blokList,
});

const columnWidth = option(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'auto'] as const);

export const rowBlock = defineBlock('row', {
  columns: blokList,
  no_gutters: bool(),
  alignment: option(['start', 'center', 'end', 'between', 'around', 'evenly'] as const),
  vertical_alignment: option(['start', 'center', 'end', 'baseline', 'stretch'] as const),
  custom_classes: text(),
  id: text(),
});

/** Column: a width per breakpoint ('' = equal share), flex, stretch, hide_on_small. */
export const columnBlock = defineBlock('column', {
  body: blokList,
  width: columnWidth,
  width_sm: columnWidth,
  width_md: columnWidth,
  width_lg: columnWidth,
  width_xl: columnWidth,
  width_xxl: columnWidth,
  flex: bool(),
  stretch: bool(),
  hide_on_small: bool(),
  custom_classes: text(),
});

/** Page types and grid blocks (owned by this file; joined in ../registry.ts). */
export const layoutBlocks = {
  page: pageBlock,
  row: rowBlock,
  column: columnBlock,
} as const;
