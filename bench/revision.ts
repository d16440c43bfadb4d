/** Which code the figures belong to: the commit, and whether the working tree had uncommitted changes. */
import { execFileSync } from 'node:child_process';
import { projectRoot } from '../src/config/project-paths';

export function describeRevision(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--', 'src', 'vite.config.ts', 'package.json')
      .split('\n')
      .filter(Boolean).length;
    return changed ? `${commit} with ${changed} uncommitted change(s) under src/ and config` : commit;
  } catch {
    return 'unknown (no git)';
  }
}
