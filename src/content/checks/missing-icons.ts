/**
 * Icons the content names that bootstrap-icons does not have. Every icon it has is bundled from the content
 * (src/site-builder/bundle/icon-set.ts); a name it lacks (a typo, an icon of another set) cannot be, so the
 * component shows the default icon. A warning: the page still renders.
 */
import { ContentError } from '../content-error';
import { iconUses } from '../icon-fields';
import type { Story } from '../story';
import { defaults } from '../../config/site';
import { isBootstrapIcon } from '../bootstrap-icons';

export function findMissingIcons(stories: readonly Story[]): ContentError[] {
  const problems: ContentError[] = [];
  for (const story of stories) {
    for (const use of iconUses(story.content)) {
      if (isBootstrapIcon(use.name)) continue;
      problems.push(
        new ContentError(
          'missing_icon',
          `No bootstrap-icons icon is named "${use.name}"; "${defaults.icon}" is shown instead`,
          {
            story: story.full_slug,
            uid: use.uid,
            component: use.component,
            field: use.field,
            expected: 'the name of a bootstrap-icons icon',
            found: use.name,
            severity: 'warning',
            hint: 'Pick a name from https://icons.getbootstrap.com (e.g. "telephone").',
          },
        ),
      );
    }
  }
  return problems;
}
