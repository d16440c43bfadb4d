/**
 * A draft page with its references resolved as the build resolves them (src/content/load/load-content.ts):
 * simulators take the rows of the rates page's draft (docs/behaviour.md §2.25), then the contact data comes
 * from the draft global story (issue 33). Without them a previewed simulator could show no figure at all.
 */
import type { ContentError } from '../content/content-error';
import { resolveContactReferences } from '../content/contact-references';
import { resolveRateReferences } from '../content/rate-references';
import type { Story } from '../content/story';

export function resolvePreviewReferences(
  draft: Story,
  global: Story | null,
  rates: Story | null,
): { story: Story; errors: ContentError[] } {
  // The rates page previewed is itself the rates: indexed twice, each row would be a duplicate of itself.
  const ratesPage = rates && rates.full_slug !== draft.full_slug ? [rates] : [];
  const rated = resolveRateReferences([...ratesPage, draft]);
  const page = rated.stories.at(-1) ?? draft;
  // The rates page's own problems belong to its preview; a duplicate key is named on the draft's copy too.
  const errors = rated.errors.filter((error) => error.story === draft.full_slug);
  if (!global) return { story: page, errors };
  const contacts = resolveContactReferences([global, page]);
  return { story: contacts.stories[1] ?? page, errors: [...errors, ...contacts.errors] };
}
