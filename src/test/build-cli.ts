import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../config/project-paths';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run build`'s CLI on a content folder as an operator would (no CI, no Storyblok tokens), into
 * `outDir` with its cache in `cacheDir`; resolves with the exit code and output instead of throwing.
 */
export function runBuildCli(
  contentDir: string,
  outDir: string,
  cacheDir: string,
  args: string[] = [],
  /** Stops the build after this long (SIGTERM); its run then has no exit code of 0 and the test fails. */
  timeoutMs = 0,
  /** Variables set for this run only (a setting under test). */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    CI: '',
    CONTENT_DIR: contentDir,
    OUT_DIR: outDir,
    CACHE_DIR: cacheDir,
  };
  delete env.STORYBLOK_TOKEN;
  delete env.STORYBLOK_OAUTH_TOKEN;
  return promisify(execFile)(
    process.execPath,
    [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/site-builder/cli.ts', ...args],
    { cwd: projectRoot, env, maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: unknown) => e as CliRun,
  );
}

/** A story's part of the build's content report: from its heading line (`  {slug}`) on; '' when absent. */
export function storyReport(stdout: string, slug: string): string {
  const at = stdout.indexOf(`  ${slug}\n`);
  return at < 0 ? '' : stdout.slice(at);
}

/** The start of the report's line for an invalid field of a block. */
export function invalidFieldLine(uid: string, component: string, field: string): string {
  return `[invalid_field] _uid ${uid} (${component}) field "${field}": `;
}
