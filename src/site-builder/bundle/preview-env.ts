/**
 * Preview configuration (VITE_PREVIEW_*: the preview token, the content endpoint) reaches the browser
 * only in a preview build (PREVIEW=1). In any other build every such variable is defined as "", so a
 * token in the environment or a .env file can never be inlined into the public dist/ — not by the
 * editor screens, nor by code that reads `import.meta.env` as a whole.
 */
import { loadEnv } from 'vite';
import { projectRoot } from '../../config/project-paths';

export const previewEnvNames = [
  'VITE_PREVIEW_TOKEN',
  'VITE_PREVIEW_ENDPOINT',
  'VITE_PREVIEW_REGION',
  'VITE_PREVIEW_POLL_MS',
] as const;

/** Vite `define` entries for a build; empty for a preview build. */
export function previewEnvDefine(
  preview: boolean,
  found: Record<string, string> = loadEnv('production', projectRoot, 'VITE_PREVIEW_'),
): Record<string, string> {
  if (preview) return {};
  const names = new Set<string>([...previewEnvNames, ...Object.keys(found)]);
  return Object.fromEntries([...names].sort().map((name) => [`import.meta.env.${name}`, '""']));
}
