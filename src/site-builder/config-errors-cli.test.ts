/**
 * A bad setting stops the build command with one line naming the variable and its rule, exit code 1 and
 * no stack trace (issue 34); a bug still prints its stack.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCliFailure } from '../common/cli-failure';
import { ConfigError } from '../common/errors';
import { defaultContentDir } from '../config/project-paths';
import { runBuildCli } from '../test/build-cli';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'config-errors-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a bad setting, as the build command reports it', () => {
  it.each([
    ['VITE_MAP_TILES_URL', '/\\evil.example/{z}/{x}/{y}.png', 'expected a tile address'],
    ['VITE_IP_LOOKUP_TIMEOUT_MS', 'soon', 'expected a number of milliseconds above 0'],
  ])('%s=%s: one line naming it and its rule, exit code 1, no stack trace', async (name, value, rule) => {
    const run = await runBuildCli(
      defaultContentDir,
      path.join(work, 'out'),
      path.join(work, 'cache'),
      [],
      60_000,
      {
        [name]: value,
      },
    );
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines[0]).toMatch(new RegExp(`^Build failed: Invalid integration settings .*${name}: ${rule}`));
    expect(lines[0]).toContain(`received "${value}"`);
    expect(lines.slice(1).every((line) => line.startsWith('hint: '))).toBe(true);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('reportCliFailure', () => {
  it('prints an AppError as its message and hint, and a bug with its stack', () => {
    const lines: string[] = [];
    const before = process.exitCode;
    reportCliFailure('Build', new ConfigError('invalid_config', 'Invalid x: A: expected b', 'fix A'), (l) =>
      lines.push(l),
    );
    expect(lines).toEqual(['\nBuild failed: Invalid x: A: expected b', 'hint: fix A']);
    lines.length = 0;
    reportCliFailure('Build', new TypeError('oops'), (l) => lines.push(l));
    expect(lines[1]).toMatch(/^TypeError: oops\n\s+at /);
    expect(process.exitCode).toBe(1);
    process.exitCode = before;
  });
});
