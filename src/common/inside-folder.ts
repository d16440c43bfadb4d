/**
 * The last guard of every file the build reads or writes on the content's behalf: a path made from content
 * (a slug, an image file name) must stay inside the folder it belongs to. Content is checked long before
 * (slug rules, asset path rules); this refuses whatever slipped through, with an error that says which
 * folder and which path, instead of reading or writing anywhere on the machine.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from './errors';

function isInside(root: string, resolved: string): boolean {
  const rel = path.relative(root, resolved);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

function outside(folder: string, relative: string): BuildError {
  const shown = JSON.stringify(relative.length > 120 ? `${relative.slice(0, 120)}…` : relative);
  return new BuildError(
    'path_outside_folder',
    `Refused to use ${shown}: it is not a file inside ${folder}.`,
    'A path built from the content left its folder; the content rules should have reported it. Please report this.',
  );
}

/** `folder/relative`, resolved; throws when it is the folder itself or anything outside it. */
export function insideFolder(folder: string, relative: string): string {
  const root = path.resolve(folder);
  if (relative.includes('\0')) throw outside(root, relative.replace(/\0/g, '\\0'));
  const resolved = path.resolve(root, relative);
  if (!isInside(root, resolved)) throw outside(root, relative);
  return resolved;
}

/**
 * Like insideFolder, for a file that is read: links are followed, so a symbolic link inside the folder that
 * points elsewhere is refused too. Rejects like fs does (ENOENT) when the file does not exist.
 */
export async function realFileInside(folder: string, relative: string): Promise<string> {
  const resolved = insideFolder(folder, relative);
  const [realRoot, realFile] = await Promise.all([realpath(path.resolve(folder)), realpath(resolved)]);
  if (!isInside(realRoot, realFile)) throw outside(path.resolve(folder), relative);
  return resolved;
}
