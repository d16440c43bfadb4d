/**
 * A copy of the site built with integration settings of its own, for the browser tests of an integration
 * (consent and third-party scripts, the finder's map). The settings are VITE_* variables inlined when the
 * site is bundled, and an unset one turns its feature off (docs/architecture.md "Deliberate deviations"), so
 * such a test builds its own copy pointed at a loopback stand-in, beside the shared default build.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { inject, vi } from 'vitest';
import { defaultContentDir } from '../../src/config/project-paths';
import type { BuildOptions } from '../../src/site-builder/options';
import type { BuildResult } from '../../src/site-builder/report/build-result';
import { launchChromium } from './chromium';
import { startSite, type RunningSite } from './server';
import { startThirdPartyServer, type ThirdPartyServer } from './third-party-server';

/** buildSite() with `env` set while it runs. */
export async function buildWithEnv(env: Record<string, string>, options: BuildOptions): Promise<BuildResult> {
  // vi.stubEnv sets process.env (read by Vite when it bundles) and import.meta.env (read by the Node side
  // of the build under Vitest); modules reloaded after it see the values.
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  try {
    vi.resetModules();
    const { buildSite } = await import('../../src/site-builder/build-site');
    return await buildSite(options, { log: () => {} });
  } finally {
    vi.unstubAllEnvs();
  }
}

export interface IntegrationSites {
  /** The stand-in for the third parties the settings point at. */
  thirdParty: ThirdPartyServer;
  /** The bundled content built with the settings, and the folder it was built into. */
  site: RunningSite;
  outDir: string;
  /** The shared default build (no integrations). */
  plainSite: RunningSite;
  browser: Browser;
  /** Closes everything above and removes `outDir`. */
  close(): Promise<void>;
}

/**
 * Starts the stand-in, builds the bundled content with the settings `env` gives for its origin, serves that
 * build and the shared default one, and launches Chromium. On a failure what had started is closed.
 */
export async function startIntegrationSites(
  name: string,
  env: (thirdPartyOrigin: string) => Record<string, string>,
  options: { strict: boolean },
): Promise<IntegrationSites> {
  const started: Partial<Omit<IntegrationSites, 'close'>> = {};
  const close = async () => {
    await started.browser?.close();
    await started.site?.close();
    await started.plainSite?.close();
    await started.thirdParty?.close();
    if (started.outDir) await rm(started.outDir, { recursive: true, force: true });
  };
  try {
    const thirdParty = (started.thirdParty = await startThirdPartyServer());
    const outDir = (started.outDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`)));
    await buildWithEnv(env(thirdParty.origin), {
      contentDir: defaultContentDir,
      outDir,
      strict: options.strict,
    });
    const site = (started.site = await startSite(outDir));
    const plainSite = (started.plainSite = await startSite(inject('siteDir')));
    const browser = (started.browser = await launchChromium());
    return { thirdParty, site, outDir, plainSite, browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}
