/**
 * Storyblok gives every block its own `_uid`; the same one twice (a block copied as JSON, a story
 * duplicated by hand) makes the editor's click-to-edit and React keys point at the wrong block. Both
 * places are named, so either copy can be given a fresh id. A warning: the page still renders.
 */
import { walkRecords } from './blok';
import { ContentError } from './content-error';
import { isResolvedStory } from './resolved-relation';

interface Place {
  story: string;
  /** Dotted path from the story's content (`body.5.columns.0`); empty for the content block itself. */
  field: string;
  component: string;
}

function describePlace(place: Place): string {
  return `story "${place.story}" at ${place.field || 'its content'} (${place.component})`;
}

/**
 * Every block of a story's content, the ones inside rich text included, with its dotted path. A link
 * (a multilink, a rich-text link's attrs) holds no blocks of this story; read with `resolve_links`, it
 * holds the linked story, whose blocks are that story's own, so it is not entered.
 */
function visitBloks(value: unknown, visit: (uid: string, component: string, path: string) => void): void {
  walkRecords(value, (record, path) => {
    if (typeof record.linktype === 'string') return false;
    // A story inlined by `resolve_relations`: its blocks are that story's, counted there.
    if (isResolvedStory(record)) return false;
    if (typeof record._uid === 'string' && typeof record.component === 'string') {
      visit(record._uid, record.component, path.join('.'));
    }
  });
}

/** A block's `_uid` where it stands in its story: what the check across stories needs of a story. */
export type BlockPlace = readonly [uid: string, component: string, field: string];

/**
 * Every block of `content` with its place, in the order the check meets them: taken once per story, so the
 * checked-story cache keeps them and a later build need not read the story as written again.
 */
export function blockPlaces(content: unknown): BlockPlace[] {
  const places: BlockPlace[] = [];
  visitBloks(content, (uid, component, field) => places.push([uid, component, field]));
  return places;
}

/** One warning per repeated `_uid`, on the later place, naming the first (within a story or across stories). */
export function duplicateUidWarnings(
  stories: readonly { full_slug: string; places: readonly BlockPlace[] }[],
): ContentError[] {
  const first = new Map<string, Place>();
  const warnings: ContentError[] = [];
  for (const story of stories) {
    for (const [uid, component, field] of story.places) {
      const place: Place = { story: story.full_slug, field, component };
      const earlier = first.get(uid);
      if (!earlier) {
        first.set(uid, place);
        continue;
      }
      warnings.push(
        new ContentError(
          'duplicate_uid',
          `_uid "${uid}" is used twice: ${describePlace(earlier)} and ${describePlace(place)}`,
          {
            story: place.story,
            uid,
            component,
            field: field || undefined,
            expected: 'a _uid no other block has',
            found: `the _uid of ${describePlace(earlier)}`,
            severity: 'warning',
            hint: 'Give one of the two blocks a new _uid (a fresh UUID); Storyblok does so for blocks made in its editor.',
          },
        ),
      );
    }
  }
  return warnings;
}

/** One warning per repeated `_uid` in the stories as written. */
export function findDuplicateUids(
  stories: readonly { full_slug: string; content: unknown }[],
): ContentError[] {
  return duplicateUidWarnings(
    stories.map((story) => ({ full_slug: story.full_slug, places: blockPlaces(story.content) })),
  );
}
