/**
 * Page data (docs/behaviour.md §3 "Page data (JSON)", §7): one file per route, `{ hash, data, context }`. The types
 * come from the schemas (src/content/schemas/entities/page-data-file.ts), which the browser also checks
 * fetched files against (src/runtime/page-data-shape.ts).
 */
import type { z } from 'zod/mini';
import type {
  initialStateSchema,
  pageContextSchema,
  pageDataFileSchema,
  pageDataSchema,
} from './schemas/entities/page-data-file';

export type PageData = z.infer<typeof pageDataSchema>;
export type PageContext = z.infer<typeof pageContextSchema>;
export type PageDataFile = z.infer<typeof pageDataFileSchema>;
export type InitialState = z.infer<typeof initialStateSchema>;
