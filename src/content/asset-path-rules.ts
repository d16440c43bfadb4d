/**
 * What an asset field's `filename` may be: an http(s) URL (Storyblok's assets), a `data:` URL, or a file of
 * the site: a path under the site root (`/content-images/docs/a.pdf`) or a name inside the content's image
 * folder (`hero.jpg`, `videos/clip.webm`). The build reads the local ones from the content folder, so a path
 * that climbs out of it (`../../secret.png`), or that a file system reads specially, is refused.
 */

/** Far longer than any real file path, short enough to never reach a file system's limits. */
export const maxAssetPathLength = 1000;

const scheme = /^([a-z][a-z\d+.-]*):/i;

/** Why `filename` cannot be used, or null when it can. The empty string (no asset) is fine. */
export function assetPathProblem(filename: string): string | null {
  if (filename === '') return null;
  if (filename.length > maxAssetPathLength) return `is longer than ${maxAssetPathLength} characters`;
  if (filename.startsWith('//')) return urlProblem(`https:${filename}`);
  const used = scheme.exec(filename)?.[1]?.toLowerCase();
  if (used === 'http' || used === 'https') return urlProblem(filename);
  if (used === 'data') return null;
  if (used) return `uses "${used}:"; only https URLs and files of the content are allowed`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(filename);
  } catch {
    return 'has a malformed %-escape';
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'contains a control character (or NUL)';
  if (decoded.includes('\\')) return 'contains a backslash';
  // A path is checked without its query or fragment (`a.png?v=2`), which name no file.
  const pathOnly = decoded.split(/[?#]/)[0] ?? '';
  const segments = (pathOnly.startsWith('/') ? pathOnly.slice(1) : pathOnly).split('/');
  if (segments.some((s) => s === '.' || s === '..')) return 'has a "." or ".." segment (a relative path)';
  if (segments.some((s) => s === '')) return 'has an empty segment ("//" or a trailing "/")';
  return null;
}

function urlProblem(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.hostname ? null : 'is a URL without a host';
  } catch {
    return 'is not a valid URL';
  }
}
