/**
 * Browser entry of the /editor/ and /global/ preview screens (client-only; see
 * src/site-builder/render/preview-shell.ts).
 */
import './styles/main.scss';
import './editor/preview.scss';
// The consent dialog's styles, which every entry imports itself (src/entry-client.tsx says why).
import './consent/consent.scss';
import { createRoot } from 'react-dom/client';
import { installBlockRegistry } from './blocks/registry/installed-registry';
import { loadEveryBlock } from './blocks/registry/static-registry';
import { decorateBlocksForPreview } from './editor/editable-blocks';
import { readPreviewConfig } from './editor/preview-config';
import { PreviewScreen } from './editor/preview-screen';
import { scriptsRunAttribute } from './boot/scripts-flag';

async function start(container: HTMLElement): Promise<void> {
  // The preview screens have no boot script: the blocks they render ask for the flag it sets.
  document.documentElement.setAttribute(scriptsRunAttribute, '');
  // Previews render any block an editor adds, so they carry every block type (all in this bundle).
  installBlockRegistry(await loadEveryBlock());
  decorateBlocksForPreview();
  const screen = container.dataset.screen === 'global' ? 'global' : 'editor';
  // VITE_PREVIEW_* are "" unless this is a preview build (PREVIEW=1).
  const config = readPreviewConfig({
    VITE_PREVIEW_TOKEN: import.meta.env.VITE_PREVIEW_TOKEN,
    VITE_PREVIEW_ENDPOINT: import.meta.env.VITE_PREVIEW_ENDPOINT,
    VITE_PREVIEW_REGION: import.meta.env.VITE_PREVIEW_REGION,
    VITE_PREVIEW_POLL_MS: import.meta.env.VITE_PREVIEW_POLL_MS,
  });
  createRoot(container).render(<PreviewScreen screen={screen} config={config} />);
}

const container = document.getElementById('preview-root');
if (container) void start(container);
