/**
 * The servers' commands as an operator runs them with a bad setting: one line naming the variable and a hint,
 * exit code 1, no stack trace, and nothing listening.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../config/project-paths';
import type { CliRun } from '../test/build-cli';
import { tempFolders } from '../test/temp-folders';

const tempFolder = tempFolders('cli-settings-');

function runCli(script: string, env: NodeJS.ProcessEnv): Promise<CliRun> {
  return promisify(execFile)(
    process.execPath,
    [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), script],
    { cwd: projectRoot, env: { ...process.env, ...env }, timeout: 60_000 },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: unknown) => e as CliRun,
  );
}

describe('server commands with a bad setting', () => {
  it.each([
    [
      'src/server/content-server/cli.ts',
      { CONTENT_SERVER_PORT: 'abc' },
      'Content server failed: CONTENT_SERVER_PORT',
    ],
    [
      'src/server/content-server/cli.ts',
      { CONTENT_DIR: '/nonexistent-content' },
      'Content server failed: CONTENT_DIR',
    ],
    ['src/server/dev-cli.ts', { PORT: '70000' }, 'Dev server failed: PORT'],
    ['src/server/dev-cli.ts', { CONTENT_DIR: '/nonexistent-content' }, 'Dev server failed: CONTENT_DIR'],
    ['src/server/cli.ts', { PORT: 'eighty' }, 'Serve failed: PORT'],
  ])(
    '%s with %j says so in one line',
    async (script, env, first) => {
      // `npm run serve` first wants a built site; a folder with an index.html is one, whether or not dist/ exists.
      const outDir = await tempFolder();
      await writeFile(path.join(outDir, 'index.html'), '<!doctype html><title>ok</title>');
      const run = await runCli(script, { OUT_DIR: outDir, ...env });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines[0]).toContain(first);
      expect(lines[1]).toMatch(/^hint: /);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
    90_000,
  );
});
