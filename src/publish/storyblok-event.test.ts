import { describe, expect, it } from 'vitest';
import { BadEventError, describeEvent, eventChangesSite, parseStoryblokEvent } from './storyblok-event';

const parse = (payload: unknown) => parseStoryblokEvent(Buffer.from(JSON.stringify(payload)));

describe('Storyblok events', () => {
  it('story events build, with their slug', () => {
    for (const action of ['published', 'unpublished', 'deleted', 'moved']) {
      const event = parse({
        text: 't',
        action,
        space_id: 1,
        story_id: 7,
        full_slug: 'banca-personas/ahorro',
      });
      expect(event.entity).toBe('story');
      expect(eventChangesSite(event)).toBe(true);
      expect(describeEvent(event)).toBe(`story ${action} (banca-personas/ahorro)`);
    }
  });

  it('datasource and asset events build; a release only once merged', () => {
    expect(
      eventChangesSite(
        parse({ text: 't', action: 'entries_updated', space_id: 1, datasource_slug: 'tasas' }),
      ),
    ).toBe(true);
    for (const action of ['created', 'replaced', 'deleted', 'restored']) {
      const asset = parse({ text: 't', action, space_id: 1, asset_id: 9 });
      expect(asset.entity).toBe('asset');
      expect(eventChangesSite(asset)).toBe(true);
    }
    expect(eventChangesSite(parse({ text: 't', action: 'merged', space_id: 1, release_id: 3 }))).toBe(true);
    expect(eventChangesSite(parse({ text: 't', action: 'created', space_id: 1, release_id: 3 }))).toBe(false);
  });

  it('workflow stages, users and discussions are ignored, even when they name a story', () => {
    expect(
      eventChangesSite(
        parse({ text: 't', action: 'stage.changed', space_id: 1, story_id: 2, workflow_name: 'w' }),
      ),
    ).toBe(false);
    expect(eventChangesSite(parse({ text: 't', action: 'added', space_id: 1, user_id: 4 }))).toBe(false);
    expect(
      eventChangesSite(parse({ text: 't', action: 'created', space_id: 1, story_id: 2, discussion_id: 5 })),
    ).toBe(false);
  });

  it('an entity it does not know builds (a build of a live version uploads nothing)', () => {
    const event = parse({ text: 't', action: 'something_new', space_id: 1 });
    expect(event.entity).toBe('unknown');
    expect(eventChangesSite(event)).toBe(true);
  });

  it('a body that is not a JSON object with an action is a BadEventError', () => {
    expect(() => parseStoryblokEvent(Buffer.from('not json'))).toThrow(BadEventError);
    expect(() => parseStoryblokEvent(Buffer.from('[1]'))).toThrow('not a JSON object');
    expect(() => parse({ text: 't', space_id: 1 })).toThrow('no "action"');
  });
});
