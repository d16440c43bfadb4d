/**
 * zod/mini for schemas the browser may run (page data, and the entities that travel with it):
 * tree-shakable, so a schema costs the browser bundle only where the browser really parses with it (the
 * page-data check, loaded on demand), never in the entry chunk.
 */
import * as z from 'zod/mini';

// Pages run under a CSP without 'unsafe-eval' (src/config/security-headers.ts). zod probes `new Function`
// when it builds an object schema, and Chromium reports the probe as a CSP violation even though zod
// catches it; `jitless` skips the probe. It must be set before any schema exists, hence here, in the
// module every entity schema imports. Node (build, tests) keeps zod's faster generated parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
