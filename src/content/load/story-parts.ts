/**
 * What checks and passes across stories take from each checked story alone (issue 41): kept with the story
 * in the checked-story cache, so that after an edit these are combined from the kept parts instead of walking
 * every story again. The ATM-hours and advertised-terms checks read only their parts; the passes that reshape
 * the stories (story-passes.ts) take from the parts the index of what each story gives the others (its id,
 * uuid and slug, its rate rows and tables, its contact data) and what each story reads of the others (the
 * rate keys and link ids it names), which decide whether its kept result still holds.
 */
import {
  advertisedTermsPart,
  advertisedTermsProblems,
  type AdvertisedTermsPart,
} from '../checks/advertised-terms';
import { atmHoursPart, atmHoursProblems, type AtmHoursPart } from '../checks/atm-hours-claims';
import { findWrongEffectiveRates } from '../checks/effective-rates';
import { placeholderValues, type ContactData } from '../contact-references';
import type { ContentError } from '../content-error';
import { rateDefinitions, rateKeysRead, type RateDefinition } from '../rate-references';
import type { Story } from '../story';
import { storyLinkIdsRead } from './story-link-ids';
import { storedError, type StoredError } from './stored-error';

export interface StoryParts {
  atmHours: AtmHoursPart;
  advertisedTerms: AdvertisedTermsPart;
  /** What other stories' links read of this one, and whether it is the global story. */
  identity: Pick<Story, 'id' | 'uuid' | 'full_slug'> & { component: string };
  /** Its rate rows and tables with a key (rate-references.ts). */
  rates: RateDefinition[];
  /** The rate keys its simulators and product rates look up. */
  rateKeys: { place: RateDefinition['place']; key: string }[];
  /** The ids of its story links without a target. */
  linkIds: string[];
  /** Its contact data when it is a global story (contact-references.ts), else null. */
  contacts: Record<string, string> | null;
  /** Its rate rows whose effective rate disagrees with their nominal one (effective-rates.ts). */
  effectiveRates: StoredError[];
}

export function storyParts(story: Story): StoryParts {
  const { id, uuid, full_slug } = story;
  const component = story.content.component;
  return {
    atmHours: atmHoursPart(story),
    advertisedTerms: advertisedTermsPart(story),
    identity: { id, uuid, full_slug, component },
    rates: rateDefinitions(story),
    rateKeys: rateKeysRead(story),
    linkIds: storyLinkIdsRead(story),
    contacts: component === 'global' ? placeholderValues(story.content as ContactData) : null,
    effectiveRates: findWrongEffectiveRates([story]).map(storedError),
  };
}

/** The problems these checks find in the stories whose parts are `parts`, as each check orders them. */
export function problemsOfParts(parts: readonly StoryParts[]): {
  atmHours: ContentError[];
  advertisedTerms: ContentError[];
} {
  return {
    atmHours: atmHoursProblems(parts.map((part) => part.atmHours)),
    advertisedTerms: advertisedTermsProblems(parts.map((part) => part.advertisedTerms)),
  };
}
