/**
 * Validates raw stories and reshapes them into clean, typed block trees. Every problem becomes a
 * ContentError naming the story, the block `_uid` and the field; an invalid block is left out of
 * its parent, so one bad block never takes the whole page down.
 */
import type { z } from 'zod';
import { isBlokLike, type Blok } from './blok';
import { ContentError, type ContentErrorCode } from './content-error';
import { findDuplicateUids } from './duplicate-uids';
import { isResolvedStory, resolvedRelationSlugs } from './resolved-relation';
import type { RichTextNode } from './rich-text-types';
import type { BlockDefinition } from './schemas/define-block';
import { blockDefinitions, isBlockName } from './schemas/registry';
import { richTextProblems } from './schemas/rich-text';
import { storyEnvelopeSchema, type RawStory, type Story } from './story';
import { valueAt } from '../common/describe-issue';
import { contentLimits } from '../config/content-limits';

interface Context {
  story: string;
  errors: ContentError[];
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return value.length > 40 ? `a string "${value.slice(0, 40)}…"` : `"${value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function expectedOf(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return String(issue.expected);
  if (issue.code === 'invalid_value') return issue.values.map((v) => JSON.stringify(v)).join(' | ');
  if (issue.code === 'invalid_union') return 'one of the accepted shapes';
  return undefined;
}

function issuesToErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  ctx: Context,
  blok: { uid?: string | undefined; component?: string | undefined },
  fieldPrefix: readonly PropertyKey[] = [],
): void {
  for (const issue of issues) {
    const path = [...fieldPrefix, ...issue.path];
    const field = path.map(String).join('.');
    const found = valueAt(input, issue.path);
    ctx.errors.push(
      new ContentError('invalid_field', issue.message, {
        story: ctx.story,
        uid: blok.uid,
        component: blok.component,
        field: field || undefined,
        expected: expectedOf(issue),
        found: describeValue(found),
        hint: field
          ? `Correct "${field}" in Storyblok; the block is left out of the page until then.`
          : 'Correct the block in Storyblok.',
      }),
    );
  }
}

/**
 * `owner.field` is the path of `nodes` from the text block (`text.content`): a block embedded in a node is
 * then named by its text block and its node path (`text.content.2.attrs.body.0`).
 */
function normalizeRichText(nodes: RichTextNode[], ctx: Context, owner: Owner): RichTextNode[] {
  return nodes.map((node, index) => {
    const at = `${owner.field}.${index}`;
    if (node.type === 'blok' && node.attrs) {
      const body = Array.isArray(node.attrs.body) ? node.attrs.body : [];
      const bodyOwner = { ...owner, field: `${at}.attrs.body`, richText: true };
      return { ...node, attrs: { ...node.attrs, body: normalizeBlokList(body, ctx, bodyOwner) } };
    }
    return node.content
      ? { ...node, content: normalizeRichText(node.content, ctx, { ...owner, field: `${at}.content` }) }
      : node;
  });
}

/**
 * What the block keeps but changes, as warnings (never a failed build): values replaced by a fallback or
 * left out (docs/behaviour.md §5.5), rich text repaired (§5.6), fields the block does not have (§5.7).
 */
function reportWarnings(
  value: Record<string, unknown>,
  definition: BlockDefinition,
  ctx: Context,
  blok: { uid: string; component: string },
): void {
  const warn = (
    code: ContentErrorCode,
    message: string,
    details: { field: string; found: string; hint: string },
  ) =>
    ctx.errors.push(
      new ContentError(code, message, { story: ctx.story, ...blok, ...details, severity: 'warning' }),
    );
  for (const warning of definition.warnings(value)) {
    warn(warning.code ?? 'fallback_value', warning.message, {
      field: warning.field,
      found: warning.found,
      hint: warning.hint ?? `Correct "${warning.field}" in Storyblok to choose the value yourself.`,
    });
  }
  for (const field of definition.richTextFields) {
    for (const problem of richTextProblems(value[field])) {
      warn('invalid_rich_text', problem.message, {
        field: `${field}.${problem.path}`,
        found: problem.found,
        hint: 'Correct the rich text in Storyblok; until then the page shows it without what is left out.',
      });
    }
  }
  for (const field of Object.keys(value)) {
    if (definition.knownFields.has(field)) continue;
    const related = resolvedRelationSlugs(value[field]);
    if (related) {
      warn('resolved_relation', relationMessage(field, related), {
        field,
        found: describeValue(value[field]),
        hint: `Blocks do not read "${field}"; read the content without resolve_relations for it, or add the field to the block's schema (docs/block-guide.md).`,
      });
      continue;
    }
    warn('unknown_field', `Block "${blok.component}" has no field "${field}"; its value is not used`, {
      field,
      found: describeValue(value[field]),
      hint: `Remove "${field}" from the block in Storyblok, or add the field to the block's schema (docs/block-guide.md).`,
    });
  }
}

function relationMessage(field: string, slugs: readonly string[]): string {
  const named =
    slugs
      .slice(0, 3)
      .map((slug) => `"${slug}"`)
      .join(', ') + (slugs.length > 3 ? ', …' : '');
  return `Field "${field}" holds a resolved relation (the whole story ${named}); its blocks are that story's, and the value is not used`;
}

/** The block and field that hold a list of blocks, so a bad item can be located. */
interface Owner {
  uid?: string | undefined;
  component?: string | undefined;
  field: string;
  /** Levels of blocks above the ones in this list (a story's content block is level 0). */
  depth?: number | undefined;
  /**
   * The list is a rich-text `blok` node's body: a block there that cannot be identified is named by its
   * text block and node path, the only way an editor can find it.
   */
  richText?: boolean;
}

export function normalizeBlokList(
  items: readonly unknown[],
  ctx: Context,
  owner?: Owner,
  allowed?: readonly string[],
): Blok[] {
  const related = resolvedRelationSlugs(items);
  if (related && owner) {
    // Stories inlined by resolve_relations where blocks belong: one warning, not an error per story block.
    ctx.errors.push(
      new ContentError('resolved_relation', relationMessage(owner.field, related), {
        story: ctx.story,
        uid: owner.uid,
        component: owner.component,
        field: owner.field,
        found: describeValue(items),
        severity: 'warning',
        hint: 'Put blocks in this field, not a relation to another story; the stories are left out of the page.',
      }),
    );
  }
  return items
    .map((item, index) => {
      if (related && isResolvedStory(item)) return null;
      const at = owner && { ...owner, field: `${owner.field}.${index}` };
      if (
        allowed &&
        isBlokLike(item) &&
        typeof item.component === 'string' &&
        !allowed.includes(item.component)
      ) {
        ctx.errors.push(
          new ContentError(
            'invalid_field',
            `A "${item.component}" block (${String(item._uid)}) cannot be in "${owner?.field ?? ''}"`,
            {
              story: ctx.story,
              uid: owner?.uid,
              component: owner?.component,
              field: at?.field,
              expected: allowed.join(' | '),
              found: JSON.stringify(item.component),
              hint: `Only ${allowed.join(', ')} blocks belong in "${owner?.field ?? ''}" of "${owner?.component ?? ''}"; move the block out of the list. It is left out until then.`,
            },
          ),
        );
        return null;
      }
      return normalizeBlok(item, ctx, at);
    })
    .filter((b): b is Blok => b !== null);
}

export function normalizeBlok(value: unknown, ctx: Context, at?: Owner): Blok | null {
  const depth = at?.depth ?? 0;
  if (depth > contentLimits.maxBlockDepth) {
    // Deeper than any real page: rendering would run out of stack ("Maximum call stack size exceeded")
    // and fail the whole build, so the block that goes too deep is left out, with what it held.
    ctx.errors.push(
      new ContentError(
        'invalid_field',
        `Blocks are nested more than ${contentLimits.maxBlockDepth} levels deep here`,
        {
          story: ctx.story,
          uid: at?.uid,
          component: at?.component,
          field: at?.field,
          expected: `at most ${contentLimits.maxBlockDepth} levels of blocks inside blocks`,
          found: isBlokLike(value) ? describeValue(value.component) : describeValue(value),
          hint: 'Flatten the nesting in Storyblok; the block is left out of the page with everything inside it until then.',
        },
      ),
    );
    return null;
  }
  if (!isBlokLike(value)) {
    ctx.errors.push(
      new ContentError('invalid_field', 'A block must be an object', {
        story: ctx.story,
        uid: at?.uid,
        component: at?.component,
        field: at?.field,
        expected: 'object with _uid and component',
        found: describeValue(value),
        hint: 'Remove the stray value from the list of blocks.',
      }),
    );
    return null;
  }
  const uid = typeof value._uid === 'string' && value._uid ? value._uid : undefined;
  const component = typeof value.component === 'string' ? value.component : undefined;
  if (!component) {
    ctx.errors.push(
      new ContentError('missing_component', 'Block has no "component"', {
        story: ctx.story,
        uid,
        field: 'component',
        expected: 'string',
        found: describeValue(value.component),
        hint: 'Every block needs its technical name in "component".',
      }),
    );
    return null;
  }
  if (!uid) {
    const inText = at?.richText === true;
    ctx.errors.push(
      new ContentError('missing_uid', `Block "${component}" has no "_uid"`, {
        story: ctx.story,
        uid: inText ? at.uid : undefined,
        component: inText ? at.component : component,
        field: inText ? `${at.field}._uid` : '_uid',
        expected: 'non-empty string',
        found: describeValue(value._uid),
        hint: 'Blocks exported from Storyblok always have a _uid; give the block a unique id.',
      }),
    );
    return null;
  }
  if (!isBlockName(component)) {
    ctx.errors.push(
      new ContentError('unknown_component', `Unknown component "${component}"`, {
        story: ctx.story,
        uid,
        component,
        field: 'component',
        hint: 'The block is not rendered. Check the technical name, or add the block to the schema registry (src/content/schemas/blocks/<group>.ts) and to src/blocks/<group>/declarations.ts.',
      }),
    );
    return null;
  }
  const definition = blockDefinitions[component];
  const parsed = definition.schema.safeParse(value);
  if (!parsed.success) {
    issuesToErrors(parsed.error.issues, value, ctx, { uid, component });
    return null;
  }
  reportWarnings(value, definition, ctx, { uid, component });
  const blok: Blok = { ...parsed.data };
  for (const field of definition.blokFields) {
    const owner = { uid, component, field, depth: depth + 1 };
    blok[field] = normalizeBlokList(blok[field] as unknown[], ctx, owner, definition.allowedBlocks[field]);
  }
  for (const field of definition.richTextFields) {
    const doc = blok[field] as { type: 'doc'; content: RichTextNode[] };
    const owner = { uid, component, field: `${field}.content`, depth: depth + 1 };
    blok[field] = { ...doc, content: normalizeRichText(doc.content, ctx, owner) };
  }
  return blok;
}

export function normalizeStory(raw: RawStory, errors: ContentError[]): Story | null {
  const envelope = storyEnvelopeSchema.safeParse(raw.data);
  const slug = valueAt(raw.data, ['full_slug']);
  const storyName = typeof slug === 'string' && slug ? slug : raw.origin;
  const ctx: Context = { story: storyName, errors };
  if (!envelope.success) {
    for (const issue of envelope.error.issues) {
      const field = issue.path.map(String).join('.');
      errors.push(
        new ContentError('invalid_story', `Story ${field ? `field "${field}": ` : ''}${issue.message}`, {
          story: storyName,
          field: field || undefined,
          expected: expectedOf(issue),
          found: describeValue(valueAt(raw.data, issue.path)),
          hint: `The file ${raw.origin} must be a Storyblok story object (id, uuid, name, slug, full_slug, content).`,
        }),
      );
    }
    return null;
  }
  const content = normalizeBlok(envelope.data.content, ctx);
  if (!content) return null;
  return { ...envelope.data, content };
}

/** Checks one story, pushing its problems onto `errors`: normalizeStory, or a cache of its results. */
export type CheckStory = (raw: RawStory, errors: ContentError[]) => Story | null;

export function normalizeStories(
  raw: readonly RawStory[],
  check: CheckStory = normalizeStory,
): { stories: Story[]; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const checked = raw.map((r) => ({ raw: r, story: check(r, errors) }));
  // Across stories too: a _uid is unique in the whole space. Looked up in the content as written, so the
  // paths are the editor's (a block left out of the page still holds its _uid there).
  errors.push(
    ...findDuplicateUids(
      checked.flatMap(({ raw: r, story }) =>
        story && isBlokLike(r.data) ? [{ full_slug: story.full_slug, content: r.data.content }] : [],
      ),
    ),
  );
  return { stories: checked.flatMap(({ story }) => (story ? [story] : [])), errors };
}
