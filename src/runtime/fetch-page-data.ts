import type { PageDataFile } from '../content/page-data-types';
import { PageDataError } from './page-data-error';
import { ChunkLoadError } from './chunk-load-error';
import { errorMessage } from '../common/errors';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The shape checker (its own chunk, zod/mini), started with a request so it adds no wait of its own.
 * Marked as handled: a request that fails first never awaits the checker.
 */
export function startShapeChecker() {
  const checker = import('./page-data-shape');
  checker.catch(() => {});
  return checker;
}

/**
 * Fetches one page-data file and parses its JSON, unchecked (docs/behaviour.md §7, §8 messages verbatim). Prefetch
 * stops here: it warms the cache without running the checker or any of the page's code.
 */
export async function fetchPageJson(url: string, fetchImpl: FetchLike): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    throw new PageDataError('FETCH_FAILED', `Failed to fetch ${url}.`, url);
  }
  if (response.status === 404) {
    throw new PageDataError(404, response.statusText || 'Not Found', url);
  }
  if (response.status !== 200) {
    throw new PageDataError('FETCH_FAILED', `Failed to fetch ${url}.`, url);
  }
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch (error) {
    throw new PageDataError('INVALID_JSON', `Failed to parse JSON from ${url}. ${errorMessage(error)}.`, url);
  }
}

/**
 * Checks parsed page data (docs/behaviour.md §5, §7, §8). The hash must equal the document's build hash, or the data
 * belongs to another deploy; then the file must have the page-data shape, or the router would render a
 * broken page: a bad shape is reported as the catalogue's parse failure, naming the first bad field.
 */
export async function checkPageJson(
  url: string,
  json: unknown,
  buildHash: string,
  shapeChecker = startShapeChecker(),
): Promise<PageDataFile> {
  const hash = typeof json === 'object' && json !== null ? (json as { hash?: unknown }).hash : undefined;
  if (typeof hash !== 'string' || !hash) {
    throw new PageDataError('MISSING_HASH', `JSON data in ${url} is missing a hash.`, url);
  }
  if (hash !== buildHash) {
    throw new PageDataError('INVALID_HASH', `Hash did not match: json=${hash}, document=${buildHash}`, url);
  }
  let checker: Awaited<typeof shapeChecker>;
  try {
    checker = await shapeChecker;
  } catch {
    // A request that failed, like a block's chunk: the router loads another path in full (its HTML
    // carries its data inline and needs no checker) and reports 'Loading chunk … failed' otherwise.
    throw new ChunkLoadError('page-data-shape', url);
  }
  const shape = checker.checkPageDataShape(json);
  if (!shape.ok) {
    throw new PageDataError('INVALID_JSON', `Failed to parse JSON from ${url}. ${shape.reason}.`, url);
  }
  return shape.file;
}

/** Fetches and checks one page-data file. */
export async function fetchPageData(
  url: string,
  buildHash: string,
  fetchImpl: FetchLike,
): Promise<PageDataFile> {
  const shapeChecker = startShapeChecker();
  return checkPageJson(url, await fetchPageJson(url, fetchImpl), buildHash, shapeChecker);
}
