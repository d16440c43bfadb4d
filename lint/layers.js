// The project's layers, lowest first (docs/architecture.md "Layers"). A file may import from its own layer and
// from the layers below it, never from a layer above: that is what lets the browser bundle stay free of build
// code and lets each layer be read and tested without the ones on top.
// Layers on one line are siblings: neither may import the other.
export const layers = [
  ['common'],
  ['config'],
  ['content'],
  ['consent'],
  ['boot'],
  ['blocks'],
  ['layouts'],
  ['runtime', 'editor'],
  ['entries'],
  ['builder'],
  // The deploy (src/deploy/) uploads what the build wrote; neither it nor the local server needs the other.
  ['server', 'deploy'],
  // The publish service (src/publish/) turns webhooks into a build and a deploy: it calls both, nothing calls it.
  ['publish'],
];

/** Where each layer lives, relative to the project root. */
export const layerPaths = {
  common: ['./src/common'],
  config: ['./src/config'],
  content: ['./src/content'],
  consent: ['./src/consent'],
  boot: ['./src/boot'],
  // The site search's views (header control, panel, results) sit with the blocks: the results page is a block.
  blocks: ['./src/blocks', './src/search'],
  layouts: ['./src/layouts'],
  runtime: ['./src/runtime'],
  editor: ['./src/editor'],
  entries: ['./src/entry-client.tsx', './src/entry-server.tsx', './src/entry-editor.tsx'],
  builder: ['./src/site-builder'],
  server: ['./src/server'],
  deploy: ['./src/deploy'],
  publish: ['./src/publish'],
};

/** `import-x/no-restricted-paths` zones: every layer is a target; every layer above it or beside it is a source. */
export function layerZones() {
  const zones = [];
  layers.forEach((level, index) => {
    const above = layers.slice(index + 1).flat();
    for (const layer of level) {
      const forbidden = [...above, ...level.filter((sibling) => sibling !== layer)];
      for (const target of layerPaths[layer]) {
        for (const other of forbidden) {
          zones.push({
            target,
            from: layerPaths[other],
            message: `The ${layer} layer must not import from ${other} (docs/architecture.md "Layers").`,
          });
        }
      }
    }
  });
  return zones;
}
