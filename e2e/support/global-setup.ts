/** Builds the bundled content once for all browser tests. */
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/build/build';
import { defaultContentDir, projectRoot } from '../../src/build/paths';

export default async function setup(project: TestProject): Promise<void> {
  const outDir = path.join(projectRoot, '.tmp', 'e2e-dist');
  const result = await buildSite(
    { contentDir: defaultContentDir, outDir, strict: process.env.E2E_LENIENT !== '1' },
    { log: () => {} },
  );
  project.provide('siteDir', outDir);
  project.provide('buildHash', result.buildHash);
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    buildHash: string;
  }
}
