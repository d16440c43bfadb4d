/**
 * The first page's inline state without the fields the browser never renders (docs/performance.md "A lean inline
 * state"): a region made only of static blocks is hydrated as the server wrote it (parts/static-region.tsx), so
 * the state carries a stub in its place. The page-data file keeps every field: it is what renders the page anew.
 */
import { isBlokLike, type Blok } from '../../content/blok';
import type { BlockName } from '../../content/schemas/registry';
import { headingMarks } from '../parts/heading-outline';
import { staticRegionComponent, type StaticRegionStub } from '../parts/static-region-stub';
import { componentsIn } from './components-in';

/**
 * Blocks whose view draws only from its fields and the page's context (its path, its heading outline): no state,
 * no effect, no event handler, so the markup the server wrote is what the browser would draw. Their links are
 * plain anchors the link catcher follows; their pictures' placeholders go when loaded (parts/static-region.tsx).
 * A block belongs here only when that holds for its view and for everything its view renders.
 */
export const staticBlocks: ReadonlySet<BlockName> = new Set<BlockName>([
  'generic_block',
  'row',
  'column',
  'title',
  'text',
  'image',
  'button',
  'button_group',
  'banking_links',
  'blog_item',
  'icon_link_page',
]);

/** Blocks drawn as StaticRegion hydrates a stub: one `div`, alone in a hydration region. */
const regionBlocks: ReadonlySet<string> = new Set<BlockName>(['generic_block']);

const isBlok = (value: Record<string, unknown>): value is Blok =>
  typeof value.component === 'string' && typeof value._uid === 'string';

function isStaticRegion(blok: Blok): boolean {
  if (!regionBlocks.has(blok.component)) return false;
  return [...componentsIn(blok)].every((name) => staticBlocks.has(name as BlockName));
}

function project(value: unknown, parent: Blok | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, parent));
  if (!isBlokLike(value)) return value;
  if (isBlok(value) && isStaticRegion(value)) {
    const stub: StaticRegionStub = {
      _uid: value._uid,
      component: staticRegionComponent,
      headings: headingMarks(value, parent),
    };
    return stub;
  }
  const block = isBlok(value) ? value : parent;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, project(field, block)]));
}

/** `content` with each outermost region of static blocks replaced by its stub; `content` itself is left as it is. */
export function withStaticRegions(content: Blok): Blok {
  return project(content, undefined) as Blok;
}

/** Whether `content` holds stubs: then it can hydrate its page's markup, not render the page anew. */
export function hasStaticRegions(content: unknown): boolean {
  return componentsIn(content).has(staticRegionComponent);
}
