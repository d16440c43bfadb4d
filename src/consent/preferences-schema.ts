import { z } from '../shared/zod-mini';

/** Cookie preferences (SPEC §3): necessary cookies are always on, functional ones are the visitor's choice. */
export const consentPreferencesSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
});
