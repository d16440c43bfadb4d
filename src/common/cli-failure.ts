/**
 * How a command-line tool reports a failure: an AppError (bad content, a bad setting, a failed stage) is
 * its message and hint, with no stack trace, since it names what to correct; anything else is a bug, and
 * its stack is what whoever fixes it needs. Either way the exit code is 1.
 */
import { AppError, errorMessage } from './errors';

export function reportCliFailure(
  what: string,
  error: unknown,
  print: (line: string) => void = console.error,
): void {
  print(`\n${what} failed: ${errorMessage(error)}`);
  if (error instanceof AppError) {
    if (error.hint) print(`hint: ${error.hint}`);
  } else if (error instanceof Error && error.stack) {
    print(error.stack);
  }
  process.exitCode = 1;
}

/** Reads a command's settings at its start; a bad one is reported as above and the command stops there. */
export function settingsOrExit<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    reportCliFailure(what, error);
    process.exit(1);
  }
}
