import { blokSchema } from './blok';
import { pageStorySchema } from './page-story';
import { z } from '../../../common/zod-mini';

/** What a route renders (docs/behaviour.md §3 "Page data (JSON)"). */
export const pageDataSchema = z.object({
  /** The route, e.g. `/banca-personas/` (always with a trailing slash). */
  path: z.string().check(z.startsWith('/', 'expected a route path starting with "/"')),
  /** Page title before the title template is applied. */
  title: z.string(),
  description: z.string(),
  story: pageStorySchema,
});

export const pageContextSchema = z.object({
  /** Set on the not-found page (docs/behaviour.md §3 "a context with a not-found flag"). */
  __notFound: z.optional(z.literal(true)),
});

/** One page-data file, `assets/data/{path}/index.json` (docs/behaviour.md §7, docs/architecture.md "Conventions"). */
export const pageDataFileSchema = z.object({
  /** The build hash; must equal the document's (docs/behaviour.md §5). */
  hash: z.string().check(z.minLength(1, 'expected a non-empty hash')),
  data: pageDataSchema,
  context: pageContextSchema,
  /** 404 for the not-found page data (docs/behaviour.md §3 "a code field (404 = not found)"). */
  code: z.optional(z.literal(404)),
  /**
   * Script chunks of the blocks this page uses beyond the entry's: prefetch fetches them without running
   * them (docs/performance.md), so a click evaluates them and makes no request.
   */
  chunks: z.optional(z.array(z.string())),
});

/**
 * What the first HTML page carries inline, so the page hydrates without fetching its own data. The global
 * content (logo, menus, footer) travels once per visit: as a hashed asset that `globalUrl` names
 * (docs/performance.md), or inline in `global` where there is no such asset (the dev server).
 */
export const initialStateSchema = z.object({
  page: pageDataFileSchema,
  global: z.optional(z.nullable(blokSchema)),
  globalUrl: z.optional(z.string()),
});
