import { describe, expect, it } from 'vitest';
import { basicBlocks } from '../../content/schemas/blocks/basic';
import { domainBlocks } from '../../content/schemas/blocks/domain';
import { interactiveBlocks } from '../../content/schemas/blocks/interactive';
import { layoutBlocks } from '../../content/schemas/blocks/layout';
import { menuBlocks } from '../../content/schemas/blocks/menu';
import { navigationBlocks } from '../../content/schemas/blocks/navigation';
import { blockDefinitions } from '../../content/schemas/registry';
import { blockModuleFile, lazyBlockSources } from './block-module';
import { blockDeclarationGroups } from './declarations';
import { blockComponents } from './static-registry';

/** Every module of the block folders, to check each lazy block is loaded from the file named after it. */
const modules = import.meta.glob<Record<string, unknown>>(['../*/*.tsx', '!../**/*.test.tsx'], {
  eager: true,
});

type Lists = Record<string, Record<string, unknown>>;

/** What is wrong between the schemas (by group) and the declaration lists (by group folder); empty when nothing. */
function declarationProblems(schemas: Lists, declarations: Lists): string[] {
  const problems: string[] = [];
  const schemaNames = new Set(Object.values(schemas).flatMap((group) => Object.keys(group)));
  const declaredIn = new Map<string, string[]>();
  for (const [group, list] of Object.entries(declarations))
    for (const name of Object.keys(list)) declaredIn.set(name, [...(declaredIn.get(name) ?? []), group]);
  for (const name of schemaNames) if (!declaredIn.has(name)) problems.push(`schema ${name} has no view`);
  for (const [name, groups] of declaredIn) {
    if (!schemaNames.has(name)) problems.push(`view ${name} has no schema`);
    if (groups.length > 1) problems.push(`${name} is declared in ${groups.join(' and ')}`);
  }
  for (const [group, list] of Object.entries(declarations))
    for (const name of Object.keys(list))
      if (schemaNames.has(name) && !Object.hasOwn(schemas[group] ?? {}, name))
        problems.push(`${name} is declared in ${group}/ but its schema is not in schemas/blocks/${group}.ts`);
  return problems;
}

const schemaGroups: Lists = {
  layout: layoutBlocks,
  basic: basicBlocks,
  navigation: navigationBlocks,
  menu: menuBlocks,
  interactive: interactiveBlocks,
  domain: domainBlocks,
};

describe('block declarations (src/blocks/<group>/declarations.ts)', () => {
  it('give every schema exactly one view, and every view one schema, in the folder of its schema group', () => {
    expect(Object.keys(schemaGroups).flatMap((group) => Object.keys(schemaGroups[group] ?? {}))).toEqual(
      Object.keys(blockDefinitions),
    );
    expect(declarationProblems(schemaGroups, blockDeclarationGroups)).toEqual([]);
  });

  it('would report a schema without a view, a view without a schema and a name declared twice', () => {
    const schemas = { basic: { text: 1, title: 1 }, domain: { year: 1 } };
    const declarations = { basic: { text: 1, banner: 1, year: 1 }, domain: { year: 1 } };
    expect(declarationProblems(schemas, declarations)).toEqual([
      'schema title has no view',
      'view banner has no schema',
      'year is declared in basic and domain',
      'year is declared in basic/ but its schema is not in schemas/blocks/basic.ts',
    ]);
  });

  it('load for each lazy block the view the server renders, from the module the build finds its chunk by', async () => {
    for (const [group, list] of Object.entries(blockDeclarationGroups)) {
      for (const [name, declaration] of Object.entries(list)) {
        const source = `src/blocks/${blockModuleFile(group, name)}`;
        if (declaration.loading === 'eager') {
          expect(blockComponents[name], name).toBe(declaration.view);
        } else {
          const view = await declaration.load();
          expect(view, name).toBe(blockComponents[name]);
          // The build finds the block's chunk by that file's name (block-module.ts): the loader must import it.
          expect(Object.values(modules[`../${blockModuleFile(group, name)}`] ?? {}), name).toContain(view);
          expect(lazyBlockSources([source]), name).toEqual(new Map([[name, source]]));
        }
      }
    }
  });

  it('keep the chunk map to block modules: other dynamic imports are no blocks', () => {
    expect(
      lazyBlockSources(['src/runtime/page-data-shape.ts', 'src/blocks/parts/rich-text.tsx.map', 'src/x.tsx']),
    ).toEqual(new Map());
  });
});
