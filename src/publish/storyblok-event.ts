/**
 * What a Storyblok webhook is about, and whether it can change the public site. Every payload carries `text`,
 * `action` and `space_id`; the entity is told by its own field (`story_id`, `asset_id`, `datasource_slug`,
 * `release_id`, `workflow_name`, `user_id`, …), since the same action name (`deleted`, `created`) is used by
 * several entities. docs/decisions/0013-publish-intake-journal-queue.md lists the choices.
 */
export interface StoryblokEvent {
  action: string;
  text: string;
  spaceId: number | undefined;
  storyId: number | undefined;
  fullSlug: string | undefined;
  entity: EventEntity;
}

export type EventEntity =
  'story' | 'asset' | 'datasource' | 'release' | 'pipeline' | 'workflow' | 'user' | 'discussion' | 'unknown';

/** Entity fields, tried in this order (a story's workflow event carries story_id and workflow_name). */
const entityFields: ReadonlyArray<[string, EventEntity]> = [
  ['workflow_name', 'workflow'],
  ['workflow_stage_name', 'workflow'],
  ['discussion_id', 'discussion'],
  ['user_id', 'user'],
  ['release_id', 'release'],
  ['branch_id', 'pipeline'],
  ['datasource_slug', 'datasource'],
  ['asset_id', 'asset'],
  ['story_id', 'story'],
];

export class BadEventError extends Error {}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Parses a verified body; a body that is not a JSON object with a string `action` is a BadEventError (400). */
export function parseStoryblokEvent(body: Buffer): StoryblokEvent {
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadEventError('the body is not JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new BadEventError('the body is not a JSON object');
  }
  const fields = data as Record<string, unknown>;
  if (typeof fields.action !== 'string' || fields.action === '') {
    throw new BadEventError('the body has no "action"');
  }
  const entity = entityFields.find(([field]) => fields[field] !== undefined)?.[1] ?? 'unknown';
  return {
    action: fields.action,
    text: typeof fields.text === 'string' ? fields.text : '',
    spaceId: optionalNumber(fields.space_id),
    storyId: optionalNumber(fields.story_id),
    fullSlug: typeof fields.full_slug === 'string' ? fields.full_slug : undefined,
    entity,
  };
}

/**
 * Whether the event may change the public site, so it asks for a build. Workflow stages, users and
 * discussions never reach published content; a release does only once merged. An entity this list does not
 * know builds: a build of a version already live uploads nothing, while a missed change stays missed until the
 * next poll.
 */
export function eventChangesSite(event: StoryblokEvent): boolean {
  switch (event.entity) {
    case 'workflow':
    case 'user':
    case 'discussion':
      return false;
    case 'release':
      return event.action === 'merged';
    default:
      return true;
  }
}

/** One line for logs and /status: `story published (banca-personas/ahorro)`. */
export function describeEvent(event: StoryblokEvent): string {
  const slug = event.fullSlug ? ` (${event.fullSlug})` : event.storyId ? ` (story ${event.storyId})` : '';
  return `${event.entity} ${event.action}${slug}`;
}
