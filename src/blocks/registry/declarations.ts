/** Every group's declaration list, joined: the one place that knows which groups exist. */
import type { BlockName } from '../../content/schemas/registry';
import { basicDeclarations } from '../basic/declarations';
import { domainDeclarations } from '../domain/declarations';
import { interactiveDeclarations } from '../interactive/declarations';
import { layoutDeclarations } from '../layout/declarations';
import { menuDeclarations } from '../menu/declarations';
import { navigationDeclarations } from '../navigation/declarations';
import type { BlockDeclarations, SomeBlockDeclaration } from './declare';

/** By group folder (src/blocks/<group>/), as the schemas group them (src/content/schemas/blocks/<group>.ts). */
export const blockDeclarationGroups = {
  layout: layoutDeclarations,
  basic: basicDeclarations,
  navigation: navigationDeclarations,
  menu: menuDeclarations,
  interactive: interactiveDeclarations,
  domain: domainDeclarations,
} as const;

export type BlockGroup = keyof typeof blockDeclarationGroups;

/** The mapped type makes a schema without a declaration (or the reverse) a compile error. */
export const blockDeclarations: BlockDeclarations<BlockName> = {
  ...layoutDeclarations,
  ...basicDeclarations,
  ...navigationDeclarations,
  ...menuDeclarations,
  ...interactiveDeclarations,
  ...domainDeclarations,
};

/** The declaration of a component name, or undefined for names no block has. */
export function declarationOf(name: string): SomeBlockDeclaration | undefined {
  return Object.hasOwn(blockDeclarations, name) ? blockDeclarations[name as BlockName] : undefined;
}
