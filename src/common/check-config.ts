/**
 * Fail-fast configuration checks: a bad value stops the build (or the server) when the module loads,
 * with every bad entry named, instead of surfacing later as a broken page.
 */
import { safeParse, type core } from 'zod/mini';
import { describeIssue } from './describe-issue';
import { ConfigError } from './errors';

/**
 * Throws, naming every bad entry, unless `value` matches `schema`. Callers run it in Node only, with
 * `if (!import.meta.env || import.meta.env.SSR)` written out at the call: Vite turns that into `false`
 * in the browser bundle, and the minifier then drops the check and its schema (kilobytes of zod the
 * entry chunk must not carry); the build already checked the very values it inlined. tsx runs the Node
 * scripts without Vite, where `import.meta.env` is undefined.
 */
export function checkConfig<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  what: string,
  hint: string,
): core.output<S> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  // One line: the setting and its rule, then the hint on the error (printed by the command line tools).
  const problems = result.error.issues.map((issue) => describeIssue(issue, value, { values: true }));
  throw new ConfigError('invalid_config', `Invalid ${what}: ${problems.join('; ')}`, hint);
}
