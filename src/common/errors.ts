/**
 * One Error subclass per boundary (docs/architecture.md "Errors"): a string `code`, a message that says what
 * happened and where, and a hint that says what to do.
 */
export class AppError extends Error {
  readonly code: string;
  readonly hint: string | undefined;

  constructor(code: string, message: string, hint?: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.hint = hint;
  }
}

/** A problem at build time that is not about one piece of content (duplicate routes, failed bundling…). */
export class BuildError extends AppError {}

/**
 * A setting (an environment variable, a constant of src/config/) that is not what it may be: reported as
 * one line naming the setting and its rule, never with a stack trace (src/common/cli-failure.ts).
 */
export class ConfigError extends AppError {}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
