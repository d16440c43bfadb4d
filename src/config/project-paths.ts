import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the command is run from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const clientEntry = path.join(projectRoot, 'src/entry-client.tsx');
export const serverEntry = path.join(projectRoot, 'src/entry-server.tsx');
export const viteConfigFile = path.join(projectRoot, 'vite.config.ts');
export const defaultContentDir = path.join(projectRoot, 'content');
export const defaultOutDir = path.join(projectRoot, 'dist');
/** Image variants (`images/`) and the build cache (`build/`: bundles, rendered pages). */
export const defaultCacheDir = path.join(projectRoot, '.cache');
