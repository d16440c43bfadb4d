/**
 * The build's first phase: the content stage (src/content/load/load-content.ts), its report in the build's
 * log, and the stop rules a build and `check:content` share (src/content/checks/content-stops.ts).
 */
import { BuildError } from '../common/errors';
import { contentStops } from '../content/checks/content-stops';
import { formatContentReport } from '../content/checks/content-report';
import { loadContent, type LoadedContent } from '../content/load/load-content';
import type { ContentSource } from '../content/source';
import path from 'node:path';
import { defaultCacheDir } from '../config/project-paths';
import { CheckedStoryCache } from '../content/load/checked-story-cache';
import { LoadedContentMemo, loadedContentFile } from '../content/load/loaded-content-memo';
import type { BuildOptions } from './options';

export interface LoadContentInput {
  source: ContentSource;
  options: Pick<BuildOptions, 'strict' | 'outDir' | 'cache' | 'cacheDir'>;
  log: (line: string) => void;
}

export async function loadContentPhase({ source, options, log }: LoadContentInput): Promise<LoadedContent> {
  log(`Reading content from ${source.name}`);
  const useCache = options.cache ?? true;
  const cacheDir = path.join(options.cacheDir ?? defaultCacheDir, 'build', 'content');
  const content = await loadContent(source, {
    cache: useCache ? new CheckedStoryCache(cacheDir) : undefined,
    memo: useCache ? new LoadedContentMemo(path.join(cacheDir, loadedContentFile)) : undefined,
    onMemo: (reused) => {
      if (reused)
        log('Content unchanged since the last build (same stories, same code): taken from the build cache');
    },
  });
  if (content.errors.length > 0) log(`Content report:\n${formatContentReport(content.errors)}`);
  // Problems that would publish a broken or partial site stop every build, strict or not; check:content
  // decides with the same rule (content-stops.ts).
  const { fatal, errorCount } = contentStops(content.errors);
  if (fatal.length > 0 || (options.strict && errorCount > 0)) {
    throw new BuildError(
      'content_invalid',
      `Build stopped: ${errorCount} content error(s)${options.strict ? ' (strict mode)' : ''}. ${options.outDir} was left as it was.`,
      fatal.length > 0
        ? 'Fix the errors above.'
        : 'Fix the errors above, or build without --strict to leave invalid blocks out.',
    );
  }
  return content;
}
