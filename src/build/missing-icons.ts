/**
 * Icons the content names but the site's bundled icon set lacks. The page still renders (the component
 * falls back to the default icon), so these are warnings that say how to get the chosen icon shown.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { iconSet } from '../blocks/icon-set.generated';
import { ContentError } from '../content/content-error';
import { iconUses } from '../content/icon-fields';
import type { Story } from '../content/story';
import { defaults } from '../config/site';
import { projectRoot } from './paths';

const bootstrapIconsDir = path.join(projectRoot, 'node_modules', 'bootstrap-icons', 'icons');

function existsInBootstrapIcons(name: string): boolean {
  return /^[a-z0-9-]+$/.test(name) && existsSync(path.join(bootstrapIconsDir, `${name}.svg`));
}

export function findMissingIcons(
  stories: readonly Story[],
  bundled: Readonly<Record<string, string>> = iconSet,
): ContentError[] {
  const problems: ContentError[] = [];
  for (const story of stories) {
    for (const use of iconUses(story.content)) {
      if (Object.hasOwn(bundled, use.name)) continue;
      const known = existsInBootstrapIcons(use.name);
      problems.push(
        new ContentError(
          'missing_icon',
          known
            ? `Icon "${use.name}" is not in the site's icon set; "${defaults.icon}" is shown instead`
            : `No bootstrap-icons icon is named "${use.name}"; "${defaults.icon}" is shown instead`,
          {
            story: story.full_slug,
            uid: use.uid,
            component: use.component,
            field: use.field,
            found: use.name,
            severity: 'warning',
            hint: known
              ? 'A developer adds it with `npx tsx scripts/generate-icons.ts`, then rebuilds.'
              : 'Pick a name from https://icons.getbootstrap.com (e.g. "telephone").',
          },
        ),
      );
    }
  }
  return problems;
}
