/**
 * How a block is declared in its group's list (src/blocks/<group>/declarations.ts), once: its view and how
 * the browser gets it (docs/decisions/0001-block-registry-and-code-splitting.md). Every registry, the
 * eager/lazy split and the build's chunk map are derived from these lists.
 */
import type { ComponentType } from 'react';
import type { BlockName, BlockOf } from '../../content/schemas/registry';

/** The component that renders one block type, typed by that block's schema. */
export type BlockView<N extends BlockName> = ComponentType<{ blok: BlockOf<N> }>;

/** Part of the entry chunk: blocks every page needs (page types, grid, text, header and footer). */
export interface EagerBlock<View> {
  readonly loading: 'eager';
  readonly view: View;
}

/**
 * Its own chunk, downloaded only when a page has the block. The chunk is the module the loader imports,
 * which must be the file named after the block in its group's folder (block-module.ts). The loader reads
 * the view as `.then((m) => m.FooBlock)`, a pattern the bundler sees, so the chunk keeps only what it uses.
 */
export interface LazyBlock<View> {
  readonly loading: 'lazy';
  readonly load: () => Promise<View>;
}

export type BlockDeclaration<N extends BlockName> = EagerBlock<BlockView<N>> | LazyBlock<BlockView<N>>;

/** Any block's declaration, its view's props unknown: how code that takes any block name sees them. */
export type SomeBlockDeclaration = EagerBlock<unknown> | LazyBlock<unknown>;

/** One declaration per block of a group; the mapped type makes a block without a view a compile error. */
export type BlockDeclarations<N extends BlockName> = { readonly [K in N]: BlockDeclaration<K> };

export const eager = <View>(view: View): EagerBlock<View> => ({ loading: 'eager', view });

export const lazy = <View>(load: () => Promise<View>): LazyBlock<View> => ({ loading: 'lazy', load });
