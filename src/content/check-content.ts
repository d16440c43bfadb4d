/**
 * `npm run check:content [dir]`: what a build of the same settings would report about the content, without
 * building. It reads the content source the build would (CONTENT_DIR or the positional folder, or Storyblok
 * with STORYBLOK_* set), uses the build's content stage (load/load-content.ts, then the image check) and writes image
 * sizes into the build's image cache (CACHE_DIR/images), never into the output or another cache.
 */
import path from 'node:path';
import { contentSourceFrom } from './load/content-source';
import { contentStops } from './checks/content-stops';
import { attachImageData } from './images/images';
import { loadContent } from './load/load-content';
import { contentFoldersFrom } from './load/content-folders';
import { formatContentReport } from './checks/content-report';
import type { ContentError } from './content-error';

export interface ContentCheck {
  routes: number;
  problems: ContentError[];
  /** Whether a build (`strict` false) and a strict build would stop on these problems. */
  stops: { build: boolean; strict: boolean };
}

/** The content folder named on the command line wins over CONTENT_DIR, as `check:content dir` always did. */
function envWithFolder(env: NodeJS.ProcessEnv, argv: readonly string[]): NodeJS.ProcessEnv {
  const folder = argv.find((arg) => !arg.startsWith('-'));
  return folder ? { ...env, CONTENT_DIR: folder } : env;
}

export async function checkContent(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): Promise<ContentCheck & { sourceName: string }> {
  const settings = envWithFolder(env, argv);
  const folders = contentFoldersFrom(settings);
  const source = contentSourceFrom(settings, folders);
  const content = await loadContent(source);
  // The same stories and image cache as the build (src/site-builder/images/images-phase.ts), without an
  // output folder: sizes only.
  const imageErrors = await attachImageData(content.stories, {
    assetsDir: source.assetsDir,
    cacheDir: path.join(folders.cacheDir, 'images'),
  });
  const problems = [...content.errors, ...imageErrors];
  const { fatal, errorCount } = contentStops(problems);
  return {
    sourceName: source.name,
    routes: content.routes.length,
    problems,
    stops: { build: fatal.length > 0, strict: errorCount > 0 },
  };
}

/** The report `check:content` prints; the exit code is 1 when a strict build would stop. */
export function formatContentCheck(check: ContentCheck & { sourceName: string }): {
  text: string;
  exitCode: number;
} {
  const broken = check.problems.filter((e) => e.code === 'broken_link').length;
  const verdict = check.stops.build
    ? 'A build would stop on these problems.'
    : check.stops.strict
      ? 'A build would leave the invalid blocks out; a strict build (--strict, CI=true) would stop.'
      : 'A build, strict or not, would go ahead.';
  return {
    text: [
      `Checked ${check.routes} routes in ${check.sourceName}`,
      formatContentReport(check.problems),
      `${broken} broken links`,
      verdict,
    ].join('\n'),
    exitCode: check.stops.strict ? 1 : 0,
  };
}
