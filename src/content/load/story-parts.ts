/**
 * What checks across stories take from each checked story alone (issue 41): kept with the story in the
 * checked-story cache, so that after an edit these checks combine the kept parts instead of walking every
 * story again. A check that reads the stories as later passes reshape them (references resolved, anchors
 * added) is not here: its input is made anew on every load.
 */
import { advertisedTermsPart, advertisedTermsProblems, type AdvertisedTermsPart } from '../checks/advertised-terms';
import { atmHoursPart, atmHoursProblems, type AtmHoursPart } from '../checks/atm-hours-claims';
import type { ContentError } from '../content-error';
import type { Story } from '../story';

export interface StoryParts {
  atmHours: AtmHoursPart;
  advertisedTerms: AdvertisedTermsPart;
}

export function storyParts(story: Story): StoryParts {
  return { atmHours: atmHoursPart(story), advertisedTerms: advertisedTermsPart(story) };
}

/** The problems these checks find in the stories whose parts are `parts`, as each check orders them. */
export function problemsOfParts(parts: readonly StoryParts[]): { atmHours: ContentError[]; advertisedTerms: ContentError[] } {
  return {
    atmHours: atmHoursProblems(parts.map((part) => part.atmHours)),
    advertisedTerms: advertisedTermsProblems(parts.map((part) => part.advertisedTerms)),
  };
}
