/** Runs bench/build-child.ts in a child process and returns what it reports. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../src/config/project-paths';
import type { ChildBuildResult } from './build-child';

/** The project's tsx, which runs the benches' TypeScript children. */
export const tsxBin = path.join(projectRoot, 'node_modules', '.bin', 'tsx');

/** `cacheDir`: the build's own cache root (images, bundles, pages), so a cold build is cold whatever ran before. */
export function runBuild(contentDir: string, outDir: string, cacheDir: string): Promise<ChildBuildResult> {
  const child = spawn(tsxBin, [path.join(projectRoot, 'bench', 'build-child.ts')], {
    cwd: projectRoot,
    env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`build of ${contentDir} exited with ${code}:\n${out}`));
      else resolve(JSON.parse(last) as ChildBuildResult);
    });
  });
}
