/** Page-data failures (docs/behaviour.md §8), with the codes of docs/behaviour.md §8: 404, INVALID_HASH, and the others named here. */
export type PageDataErrorCode = 404 | 'INVALID_HASH' | 'FETCH_FAILED' | 'INVALID_JSON' | 'MISSING_HASH';

export class PageDataError extends Error {
  constructor(
    readonly code: PageDataErrorCode,
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'PageDataError';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof PageDataError && error.code === 404;
}
