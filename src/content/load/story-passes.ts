/**
 * The passes across stories, one story at a time (issue 41): rate and contact references, story links
 * without a target, asset checks, heading anchors, and the checks that read a story as the pages get it (its
 * story links, icons, repeated sentences). Each pass reads the story and an index made from every story's
 * parts (story-parts.ts): the rate rows and tables by key, the contact data of the global story, each
 * story's slug by its uuid and id. A story's result is kept in the checked-story cache under a signature of
 * the story as checked and of what it read of that index (the copies under each rate key it names, the
 * contact data, the slug behind each link id it names), so a later load takes it as it is while none of those
 * changed: an edit passes only the edited story and the stories that read what it gives (a product whose rate
 * row changed, a story linking by id to a story renamed, every story when the contact data changed).
 *
 * What depends on the set of stories as a whole is made again on every load from the results: the route
 * table, broken links (each story's links against the routes), keys used twice, shared descriptions.
 */
import { createHash } from 'node:crypto';
import { allIconNames } from '../bootstrap-icons';
import { checkStoryAssets } from '../checks/asset-fields';
import { storyLinkUses, type StoryLinkUse } from '../checks/broken-links';
import { pageImagePolicy, type ImagePolicy } from '../checks/image-hosts';
import { findMissingIcons } from '../checks/missing-icons';
import { findRepeatedSentences } from '../checks/repeated-sentences';
import { resolveStoryContacts } from '../contact-references';
import type { ContentError } from '../content-error';
import { withHeadingAnchors } from '../heading-anchors';
import { indexRates, resolveStoryRates, type RateIndex } from '../rate-references';
import type { Story } from '../story';
import { resolveStoryLinks, storySlugs } from './story-link-ids';
import type { StoryParts } from './story-parts';
import { storedError, type StoredError } from './stored-error';

/** Each pass's problems for one story, in the order the content stage reports the passes. */
export interface PassedErrors {
  rates: StoredError[];
  contacts: StoredError[];
  links: StoredError[];
  assets: StoredError[];
  icons: StoredError[];
  repeated: StoredError[];
}

/** What the passes make of one story. */
export interface PassedStory {
  /** The story as pages get it (references resolved, assets checked, headings anchored); null when its content block was left out. */
  story: Story | null;
  /** Its story links, checked against the routes on every load (broken-links.ts). */
  links: StoryLinkUse[];
  errors: PassedErrors;
}

/** What the passes read besides the story itself, made from every story's parts. */
export interface PassContext {
  rates: RateIndex;
  /** Rate keys given by more than one block: reported on every copy, whichever stories changed. */
  rateDuplicates: ContentError[];
  contacts: Record<string, string> | undefined;
  slugs: Map<string, string>;
  policy: ImagePolicy;
  /** A hash of what every story's passes read besides other stories: the image policy and the icon names. */
  key: string;
  /** The bytes behind each rate key's copies, hashed once however many stories name the key. */
  lookups: Map<string, string>;
}

export function passContext(parts: readonly StoryParts[]): PassContext {
  const rateDuplicates: ContentError[] = [];
  const rates = indexRates(
    parts.map((part) => ({ story: part.identity.full_slug, definitions: part.rates })),
    rateDuplicates,
  );
  const policy = pageImagePolicy();
  const key = createHash('sha256')
    .update(JSON.stringify(policy))
    .update(allIconNames().join(','))
    .digest('hex');
  return {
    rates,
    rateDuplicates,
    contacts: parts.find((part) => part.contacts !== null)?.contacts ?? undefined,
    slugs: storySlugs(parts.map((part) => part.identity)),
    policy,
    key,
    lookups: new Map(),
  };
}

function lookupDigest(context: PassContext, place: 'rows' | 'tables', key: string): string {
  const name = `${place}\u0000${key}`;
  let digest = context.lookups.get(name);
  if (digest === undefined) {
    // JSON, whose text of a value is the same whether the value was just checked or deserialized (v8's bytes
    // are not: a number may be an integer in one and a double in the other), with a field set to `undefined`
    // kept apart from a missing one, a difference the resolved blocks carry.
    const copies = context.rates[place].get(key) ?? null;
    const text = JSON.stringify(copies, (_, value: unknown) =>
      value === undefined ? '\u0000undefined' : value,
    );
    digest = createHash('sha256').update(text).digest('hex');
    context.lookups.set(name, digest);
  }
  return digest;
}

/**
 * The signature of everything the passes read for a story: `storyKey` (the story as written and the checking
 * code, checked-story-cache.ts), the context's key, and what it reads of other stories. Equal signatures,
 * equal results.
 */
export function passSignature(storyKey: string, parts: StoryParts, context: PassContext): string {
  const hash = createHash('sha256').update(`${storyKey}\u0000${context.key}\u0000`);
  for (const { place, key } of parts.rateKeys)
    hash.update(`${place}\u0000${key}\u0000${lookupDigest(context, place, key)}\u0000`);
  hash.update(`${JSON.stringify(context.contacts ?? null)}\u0000`);
  for (const id of parts.linkIds) hash.update(`${id}\u0000${context.slugs.get(id) ?? '\u0001'}\u0000`);
  return hash.digest('hex');
}

/** Runs every pass on one checked story. */
export function passStory(checked: Story, context: PassContext): PassedStory {
  const rates: ContentError[] = [];
  const contacts: ContentError[] = [];
  const links: ContentError[] = [];
  const assets: ContentError[] = [];
  const rated = resolveStoryRates(checked, context.rates, rates);
  const contacted = context.contacts ? resolveStoryContacts(rated, context.contacts, contacts) : rated;
  const linked = resolveStoryLinks(contacted, context.slugs, links);
  const kept = checkStoryAssets(linked, context.policy, assets);
  const anchored = kept && withHeadingAnchors(kept);
  return {
    story: anchored,
    links: kept ? storyLinkUses(kept) : [],
    errors: {
      rates: rates.map(storedError),
      contacts: contacts.map(storedError),
      links: links.map(storedError),
      assets: assets.map(storedError),
      icons: kept ? findMissingIcons([kept]).map(storedError) : [],
      repeated: anchored ? findRepeatedSentences([anchored]).map(storedError) : [],
    },
  };
}
