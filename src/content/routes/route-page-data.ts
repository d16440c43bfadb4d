import type { PageDataFile } from '../page-data-types';
import { withPageBlockIds } from './page-block-ids';
import { pageDescription } from './page-description';
import type { Route } from './routes';

/** The page-data file of a route (docs/behaviour.md §7). */
export function pageDataFor(route: Route, hash: string, notFound = false): PageDataFile {
  const file: PageDataFile = {
    hash,
    data: {
      path: route.path,
      title: route.story.name,
      description: pageDescription(route.story.content),
      story: { ...route.story, content: withPageBlockIds(route.story.content) },
    },
    context: notFound ? { __notFound: true } : {},
  };
  if (notFound) file.code = 404;
  return file;
}
