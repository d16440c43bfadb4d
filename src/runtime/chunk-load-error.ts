/** A chunk that did not load (docs/behaviour.md §8 'Loading chunk N failed'); carries the request that failed. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
  }
}
