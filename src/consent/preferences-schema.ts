import { z } from '../common/zod-mini';

/** Cookie preferences (docs/behaviour.md §3): necessary cookies are always on, functional ones are the visitor's choice. */
export const consentPreferencesSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
});
