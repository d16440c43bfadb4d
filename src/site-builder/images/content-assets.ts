/**
 * The content's own files (its images, documents, videos) put into the staged output. A file the output
 * this build replaces already holds with the same bytes is hard-linked from there, so it keeps its inode and
 * mtime and is not copied; the others are copied. Never linked from the content folder itself: an editor or
 * a tool writing into a content file would then write into the live site.
 */
import { constants } from 'node:fs';
import { copyFile, cp, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../../common/run-limited';
import { sameBytes } from '../write/keep-unchanged';

/** Files handled at once: keeps the disk busy without opening every file together. */
const filesInFlight = 8;

export interface PlacedAssets {
  linked: number;
  copied: number;
}

/** Puts every file under `sourceDir` at the same place under `targetDir`, linked from `previousDir` when unchanged. */
export async function placeContentAssets(
  sourceDir: string,
  targetDir: string,
  previousDir: string,
): Promise<PlacedAssets> {
  const placed: PlacedAssets = { linked: 0, copied: 0 };
  const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
  await mkdir(targetDir, { recursive: true });
  for (const entry of entries.filter((e) => e.isDirectory())) {
    await mkdir(path.join(targetDir, path.relative(sourceDir, path.join(entry.parentPath, entry.name))), {
      recursive: true,
    });
  }
  await runLimited(
    entries.filter((e) => !e.isDirectory()),
    filesInFlight,
    async (entry) => {
      const source = path.join(entry.parentPath, entry.name);
      const rel = path.relative(sourceDir, source);
      const target = path.join(targetDir, rel);
      if (!entry.isFile()) {
        // A symbolic link or anything else: as the build always copied it.
        await cp(source, target);
        return;
      }
      const previous = path.join(previousDir, rel);
      if ((await sameBytes(source, previous)) !== 'different') {
        try {
          await link(previous, target);
          placed.linked++;
          return;
        } catch {
          // On another device, or gone since: copied below.
        }
      }
      await copyFile(source, target, constants.COPYFILE_EXCL);
      placed.copied++;
    },
  );
  return placed;
}
