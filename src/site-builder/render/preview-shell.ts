/**
 * The /editor/ and /global/ screens (docs/behaviour.md §2 "load their own separate screens"): client-only pages, so
 * the build writes a shell that loads the editor entry and nothing else; no content, no page data.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../../config/site';
import type { DocumentAssets } from '../../layouts/document';
import { previewScreens } from '../../config/output-names';

export type PreviewScreen = (typeof previewScreens)[number];
export const previewRootId = 'preview-root';

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function previewShellHtml(screen: PreviewScreen, assets: DocumentAssets): string {
  const styles = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join('');
  const preloads = assets.preloads.map((href) => `<link rel="modulepreload" href="${attr(href)}">`).join('');
  return [
    '<!DOCTYPE html>',
    `<html lang="${attr(site.lang)}"><head>`,
    '<meta charset="utf-8">',
    `<meta name="viewport" content="${attr(site.viewport)}">`,
    // Preview screens show drafts: never indexed.
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${screen === 'global' ? 'Contenido global' : 'Vista previa'} - ${site.brand}</title>`,
    `<link rel="icon" href="${attr(site.favicon)}">`,
    styles,
    `<script type="module" src="${attr(assets.script)}"></script>`,
    preloads,
    '</head><body>',
    `<div id="${previewRootId}" data-screen="${screen}"><p class="container py-5">Cargando la vista previa…</p></div>`,
    '<noscript>La vista previa necesita JavaScript.</noscript>',
    '</body></html>',
  ].join('');
}

/** Writes `{outDir}/editor/index.html` and `{outDir}/global/index.html`; returns the bytes written. */
export async function writePreviewShells(outDir: string, assets: DocumentAssets): Promise<number> {
  let bytes = 0;
  for (const screen of previewScreens) {
    const html = previewShellHtml(screen, assets);
    await mkdir(path.join(outDir, screen), { recursive: true });
    await writeFile(path.join(outDir, screen, 'index.html'), html);
    bytes += Buffer.byteLength(html);
  }
  return bytes;
}
