import type { ContentError } from '../../content/content-error';
import type { CommitResult } from '../write/atomic-output';

/** What a build returns to its caller (cli.ts, the tests, the benchmarks). */
export interface BuildResult {
  outDir: string;
  /** The hash the pages carry: the client code's and the pruned stylesheet's (src/site-builder/style/site-hash.ts). */
  buildHash: string;
  pages: number;
  bytes: number;
  /** Files the build renamed into the output (new or changed bytes) and files it deleted from it. */
  committed: CommitResult;
  errors: ContentError[];
  ms: number;
  /** Pages rendered by this build and pages taken from the build cache. */
  rendered: number;
  reused: number;
  bundleFromCache: boolean;
  /** Phases in the order they ran, with their duration in ms (the summary table's `time:` rows). */
  phases: ReadonlyArray<readonly [string, number]>;
  /** Peak memory of the process that ran Vite (0 when the bundles came from the cache). */
  bundlerMaxRssMb: number;
}
