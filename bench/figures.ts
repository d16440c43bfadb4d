/** Everything one `npm run bench` measures; a part that failed keeps its error instead of its figures. */
import type { BundledBuildFigures, SyntheticBuildFigures } from './build-times';
import type { ClickToContent } from './click-to-content';
import type { CssCoverageFigures } from './css-coverage';
import type { FirstSecondsJs } from './first-seconds-js';
import type { LighthouseFigures } from './lighthouse';
import type { Machine } from './machine';
import type { RouteTransfer } from './transfer-sizes';
import { errorMessage } from '../src/common/errors';

export type Part<T> = { ok: true; value: T } | { ok: false; error: string };

export interface BenchFigures {
  date: string;
  machine: Machine;
  revision: string;
  bundled: Part<BundledBuildFigures>;
  synthetic: Array<Part<SyntheticBuildFigures> & { stories: number }>;
  transfers: Part<RouteTransfer[]>;
  cssCoverage: Part<CssCoverageFigures>;
  lighthouse: Part<LighthouseFigures>;
  /** Home, first visit: the JS executed in the first 5 s (issue 15). */
  firstSecondsJs: Part<FirstSecondsJs>;
  click: Part<ClickToContent>;
}

/** A part left out of this run (BENCH_ONLY). */
export function skipped<T>(why: string): Part<T> {
  return { ok: false, error: `not run (${why})` };
}

/** Runs one part, turning a failure into a recorded error so the other parts still run. */
export async function part<T>(name: string, run: () => Promise<T>): Promise<Part<T>> {
  const started = performance.now();
  try {
    const value = await run();
    console.log(`  ${name}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return { ok: true, value };
  } catch (error) {
    const message = errorMessage(error);
    console.log(`  ${name}: FAILED: ${message}`);
    return { ok: false, error: message };
  }
}
