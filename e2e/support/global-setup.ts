/** Builds the bundled content once for all browser tests, into a folder of this run only. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/site-builder/build-site';
import { defaultContentDir, projectRoot } from '../../src/config/project-paths';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One folder per run: two runs side by side must not replace each other's site.
  const outDir = path.join(projectRoot, '.tmp', `e2e-dist-${process.pid}`);
  const result = await buildSite(
    // E2E_LENIENT=1 only for local runs while content is being written; CI always builds strictly.
    {
      contentDir: defaultContentDir,
      outDir,
      strict: process.env.E2E_LENIENT !== '1' || process.env.CI === 'true',
    },
    { log: () => {} },
  );
  project.provide('siteDir', outDir);
  project.provide('buildHash', result.buildHash);
  return () => rm(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    buildHash: string;
  }
}
