/**
 * What a story's `full_slug` may be. A slug becomes folders and files of the output (`a/b/index.html`) and
 * a URL, so anything a file system or a URL reads specially is refused here, where content enters, instead
 * of surfacing later as a page written outside the output, a replaced screen or a raw file-system error.
 */

/** Longest segment: far below the 255 bytes file systems allow for a name, and longer than any real slug. */
export const maxSlugSegmentLength = 100;
/** Longest slug: the output path adds the output folder, `assets/data/` and `index.json.br`. */
export const maxSlugLength = 400;

/** Folder names in which the build writes its own `index.html` / `index.json` (and compressed copies). */
const buildFileSegment = /^index\./;
/** One segment: lower-case ASCII letters, digits, `-` and `_`, with single dots between them. */
const safeSegment = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;

export interface SlugProblem {
  message: string;
  hint: string;
}

export interface SlugRules {
  /** First segments the site itself uses (output folders and files); a story there would replace them. */
  reservedFirstSegments: ReadonlySet<string>;
  /** Slugs that may use a reserved name because they are the story the name is reserved for. */
  allowedSlugs?: ReadonlySet<string>;
}

const fixHint =
  'Give the story a slug of lower-case letters, digits and hyphens in Storyblok (Entry configuration).';

/** A slug as a report can show it: control characters escaped, cut short when very long. */
export function printableSlug(fullSlug: string): string {
  const escaped = fullSlug.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > 80 ? `${escaped.slice(0, 80)}…` : escaped;
}

/** Why `fullSlug` cannot be a route, or null when it can. One trailing slash (a folder start page) is fine. */
export function slugProblem(fullSlug: string, rules: SlugRules): SlugProblem | null {
  const shown = `"${printableSlug(fullSlug)}"`;
  const problem = (what: string, hint = fixHint): SlugProblem => ({ message: `Slug ${shown} ${what}`, hint });
  if (fullSlug.length > maxSlugLength) return problem(`is longer than ${maxSlugLength} characters`);
  // Checked on the whole slug first: they are refused wherever they appear, and say more than "bad segment".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u001f\u007f-\u009f]/.test(fullSlug)) return problem('contains a control character (or NUL)');
  if (fullSlug.includes('\\')) return problem('contains a backslash');
  if (/[?#%]/.test(fullSlug)) return problem('contains "?", "#" or "%", which a URL reads specially');
  if (fullSlug.startsWith('/')) return problem('starts with "/" (an absolute path)');
  if (/^[a-z]:/i.test(fullSlug)) return problem('starts with a drive or scheme ("x:")');
  if (/[A-Z]/.test(fullSlug)) {
    return problem('contains upper-case letters', `Use "${fullSlug.toLowerCase()}": routes are lower case.`);
  }
  const inner = fullSlug.endsWith('/') ? fullSlug.slice(0, -1) : fullSlug;
  const segments = inner.split('/');
  for (const segment of segments) {
    if (segment === '') return problem('has an empty segment ("//" or nothing at all)');
    if (segment === '.' || segment === '..') return problem(`has a "${segment}" segment (a relative path)`);
    if (segment.length > maxSlugSegmentLength) {
      return problem(`has a segment longer than ${maxSlugSegmentLength} characters`);
    }
    if (buildFileSegment.test(segment)) {
      return problem(`has a segment "${segment}": the build writes its own index files in every folder`);
    }
    if (!safeSegment.test(segment)) {
      return problem(
        `has a segment "${segment}" with characters other than a-z, 0-9, "-", "_" and single inner dots`,
      );
    }
  }
  const first = segments[0] ?? '';
  if (rules.reservedFirstSegments.has(first) && !rules.allowedSlugs?.has(fullSlug)) {
    return problem(
      `starts with "${first}", a name the site itself uses`,
      `Rename the story (or its folder) in Storyblok: a page at /${first}/ would replace the site's own ${first}.`,
    );
  }
  return null;
}
