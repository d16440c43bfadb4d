/**
 * Which content problems stop a build (README "Content"): a story that could not be read, two stories on
 * one route, no home or global story stop every build; with `--strict` any error does. buildSite applies
 * it before bundling, and `check:content` says with it whether a build would stop.
 */
import { isError, type ContentError } from '../content-error';
import { breaksTheSite } from '../routes/core-stories';

export interface ContentStops {
  /** Problems that stop every build, strict or not (they would publish a broken or partial site). */
  fatal: ContentError[];
  /** Problems of severity error (what stops a strict build). */
  errorCount: number;
}

export function contentStops(errors: readonly ContentError[]): ContentStops {
  const fatal = errors.filter(
    (e) =>
      e.code === 'duplicate_route' ||
      e.code === 'invalid_json' ||
      e.code === 'invalid_encoding' ||
      breaksTheSite(e),
  );
  return { fatal, errorCount: errors.filter(isError).length };
}
