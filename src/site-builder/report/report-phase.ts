/** The report phase: the build's last log lines (what was built, where, how fast) and its result. */
import { isError } from '../../content/content-error';
import type { LoadedContent } from '../../content/load/load-content';
import type { PreparedBundles } from '../bundle/prepare-bundles';
import type { CommitResult } from '../write/atomic-output';
import type { OutputSizes } from '../write/output-sizes';
import type { RenderPagesResult } from '../render/render-pages';
import type { BuildResult } from './build-result';
import { formatBuildSummary } from './summary';

export interface ReportInput {
  outDir: string;
  content: LoadedContent;
  bundles: PreparedBundles;
  pages: RenderPagesResult;
  /** Bytes of everything the build wrote (pages, preview shells, sitemap, robots.txt). */
  bytes: number;
  /** The new output's sizes, from its file list (no file is read). */
  sizes: OutputSizes;
  /** What the commit changed in the output. */
  committed: CommitResult;
  buildHash: string;
  phases: ReadonlyArray<readonly [string, number]>;
  /** performance.now() when the build started. */
  started: number;
  log: (line: string) => void;
}

export function reportPhase(input: ReportInput): BuildResult {
  const { content, bundles, pages: render, log } = input;
  const pages = content.routes.length + (content.notFound ? 0 : 1);
  const ms = Math.round(performance.now() - input.started);
  log(
    `Built ${pages} pages (${(input.bytes / 1024).toFixed(0)} kB) into ${input.outDir} in ${(ms / 1000).toFixed(1)} s, build hash ${input.buildHash}`,
  );
  const errors = content.errors.filter(isError).length;
  log(
    formatBuildSummary({
      pages,
      sizes: input.sizes,
      committed: input.committed,
      phases: input.phases,
      errors,
      warnings: content.errors.length - errors,
      cache: {
        rendered: render.rendered,
        reused: render.reused,
        threads: render.threads,
        bundleFromCache: bundles.fromCache,
      },
    }),
  );
  return {
    outDir: input.outDir,
    buildHash: input.buildHash,
    pages,
    bytes: input.bytes,
    committed: input.committed,
    errors: content.errors,
    ms,
    rendered: render.rendered,
    reused: render.reused,
    bundleFromCache: bundles.fromCache,
    phases: input.phases,
    bundlerMaxRssMb: bundles.bundlerMaxRssMb,
  };
}
