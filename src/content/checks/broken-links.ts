/** Finds internal links whose target route does not exist, naming the story and block that hold them. */
import { ContentError } from '../content-error';
import { storyLinkPath } from '../links';
import type { Story } from '../story';
import { isExternalUrl, toRoutePath } from '../../common/paths';
import { storyRoutePath } from '../../config/site-paths';

interface Owner {
  uid: string;
  component: string;
  /** A button with `append`: its link is followed from the page it is on. */
  append?: boolean;
}

/** A story link of a story, with the block that holds it. */
export interface StoryLinkUse extends Owner {
  target: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function collectStoryLinks(value: unknown, owner: Owner, out: StoryLinkUse[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectStoryLinks(item, owner, out);
    return;
  }
  if (!isRecord(value)) return;
  const current: Owner =
    typeof value._uid === 'string' && typeof value.component === 'string'
      ? {
          uid: value._uid,
          component: value.component,
          append: value.component === 'button' && value.append === true,
        }
      : owner;
  if (value.linktype === 'story' && typeof value.cached_url === 'string' && value.cached_url) {
    out.push({ ...current, target: value.cached_url });
  }
  if (value.type === 'link' && isRecord(value.attrs) && value.attrs.linktype === 'story') {
    const href = value.attrs.href;
    if (typeof href === 'string' && href) out.push({ ...current, target: href });
  }
  for (const child of Object.values(value)) collectStoryLinks(child, current, out);
}

/** The story links of `story`, in document order: all the broken-link check reads of it. */
export function storyLinkUses(story: Story): StoryLinkUse[] {
  const found: StoryLinkUse[] = [];
  collectStoryLinks(story.content, { uid: story.content._uid, component: story.content.component }, found);
  return found;
}

/** The links of the story `fullSlug` (its storyLinkUses) whose route is not in `routePaths`. */
export function brokenLinksOf(
  fullSlug: string,
  found: readonly StoryLinkUse[],
  routePaths: ReadonlySet<string>,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const link of found) {
    if (isExternalUrl(link.target)) continue;
    const own = storyLinkPath(link.target);
    // An appended link leads to its path under the page holding it.
    const path = link.append ? toRoutePath(`${storyRoutePath(fullSlug)}/${own}`) : own;
    if (routePaths.has(path)) continue;
    errors.push(
      new ContentError('broken_link', `Link to ${path} points to no page`, {
        story: fullSlug,
        uid: link.uid,
        component: link.component,
        found: link.target,
        hint: 'Relink it in Storyblok to an existing story, or create the missing page.',
      }),
    );
  }
  return errors;
}

export function findBrokenLinks(stories: readonly Story[], routePaths: ReadonlySet<string>): ContentError[] {
  return stories.flatMap((story) => brokenLinksOf(story.full_slug, storyLinkUses(story), routePaths));
}
