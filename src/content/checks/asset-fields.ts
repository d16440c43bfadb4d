/**
 * Checks every asset field of the validated stories, whichever source they came from: a file name that
 * leaves the content folder (or that a file system reads specially) is a content error naming the story,
 * the block `_uid` and the field, and the block is left out, so the build never reads that path; an image on
 * a host the pages' Content-Security-Policy does not allow is a warning (the block stays; browsers will not
 * show the image).
 */
import { imageSrc } from '../image-src';
import { assetPathProblem } from '../asset-path-rules';
import { isBlokLike, type Blok } from '../blok';
import { ContentError } from '../content-error';
import type { Story } from '../story';
import { isExternalUrl } from '../../common/paths';
import { isAsset } from '../images/asset-values';
import { imageAllowed, pageImagePolicy, type ImagePolicy } from './image-hosts';

interface Walk {
  story: string;
  policy: ImagePolicy;
  errors: ContentError[];
}

interface Owner {
  uid: string;
  component: string;
}

/** Marks a value whose block must be left out. */
const leftOut = Symbol('left out');

function isBlock(value: unknown): value is Blok {
  return isBlokLike(value) && typeof value._uid === 'string' && typeof value.component === 'string';
}

/** Files an asset field may hold that a page does not show as an image (the local video's file, a document). */
const notAnImage = /\.(mp4|m4v|webm|ogv|ogg|mov|mp3|wav|pdf|docx?|xlsx?|pptx?|zip)$/i;

/**
 * Whether the page shows the asset as an image, which the policy's img-src must allow. Judged by the field,
 * not by an image extension: image services serve pictures at addresses without one
 * (`https://images.example/photo?id=7`), and such a blocked picture went unreported.
 */
function shownAsImage(src: string, owner: Owner): boolean {
  if (owner.component === 'local_video') return false;
  return !notAnImage.test(src.split(/[?#]/)[0] ?? '');
}

function checkAsset(asset: { filename: string }, owner: Owner, field: string, walk: Walk): boolean {
  const problem = assetPathProblem(asset.filename);
  const located = {
    story: walk.story,
    uid: owner.uid,
    component: owner.component,
    field: `${field}.filename`,
  };
  const shown = asset.filename.length > 120 ? `${asset.filename.slice(0, 120)}…` : asset.filename;
  if (problem) {
    walk.errors.push(
      new ContentError('unsafe_asset_path', `Asset file name ${JSON.stringify(shown)} ${problem}`, {
        ...located,
        found: JSON.stringify(shown),
        hint: "Choose the file again in Storyblok (a file of the content's assets, or an https URL); the block is left out until then.",
      }),
    );
    return false;
  }
  const src = imageSrc(asset.filename);
  if (isExternalUrl(src) && shownAsImage(src, owner) && !imageAllowed(src, walk.policy)) {
    walk.errors.push(
      new ContentError(
        'blocked_image_host',
        `Image ${JSON.stringify(shown)} is on a host the site's Content-Security-Policy does not allow (img-src ${walk.policy.sources.join(' ')}); browsers will not show it`,
        {
          ...located,
          severity: 'warning',
          found: JSON.stringify(shown),
          hint: "Upload the image to Storyblok or the content's assets, or allow its host in src/config/security-headers.ts.",
        },
      ),
    );
  }
  return true;
}

/** The value with bad blocks left out of their lists, or `leftOut` when its own block must go. */
function checkValue(value: unknown, owner: Owner, field: string, walk: Walk): unknown {
  if (Array.isArray(value)) {
    const kept: unknown[] = [];
    for (const [index, item] of value.entries()) {
      if (isBlock(item)) {
        const block = checkBlock(item, walk);
        if (block) kept.push(block);
        continue;
      }
      const checked = checkValue(item, owner, `${field}.${index}`, walk);
      if (checked === leftOut) return leftOut;
      kept.push(checked);
    }
    return kept;
  }
  if (isBlock(value)) return checkBlock(value, walk) ?? leftOut;
  if (!isBlokLike(value)) return value;
  if (isAsset(value)) return checkAsset(value, owner, field, walk) ? value : leftOut;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const checked = checkValue(child, owner, `${field}.${key}`, walk);
    if (checked === leftOut) return leftOut;
    copy[key] = checked;
  }
  return copy;
}

function checkBlock(block: Blok, walk: Walk): Blok | null {
  const owner = { uid: block._uid, component: block.component };
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(block)) {
    const checked = checkValue(value, owner, key, walk);
    if (checked === leftOut) return null;
    copy[key] = checked;
  }
  return copy as Blok;
}

/** `story` with its bad asset blocks left out, or `null` when its content block itself must go; problems go to `errors`. */
export function checkStoryAssets(story: Story, policy: ImagePolicy, errors: ContentError[]): Story | null {
  const content = checkBlock(story.content, { story: story.full_slug, policy, errors });
  return content ? { ...story, content } : null;
}

export function checkAssetFields(
  stories: readonly Story[],
  policy: ImagePolicy = pageImagePolicy(),
): { stories: Story[]; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const kept: Story[] = [];
  for (const story of stories) {
    const checked = checkStoryAssets(story, policy, errors);
    if (checked) kept.push(checked);
  }
  return { stories: kept, errors };
}
