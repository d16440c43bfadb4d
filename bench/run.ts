/** `npm run bench`: builds the bundled site into .tmp/bench-dist and prints the figures. */
import path from 'node:path';
import { buildSite } from '../src/build/build';
import { defaultContentDir, projectRoot } from '../src/build/paths';
import { measureClickToContent } from './click-to-content';

const outDir = path.join(projectRoot, '.tmp', 'bench-dist');
const build = await buildSite({ contentDir: defaultContentDir, outDir, strict: false }, { log: () => {} });
console.log(`Build of the bundled site: ${build.pages} pages in ${(build.ms / 1000).toFixed(1)} s`);

const click = await measureClickToContent(outDir);
console.log(
  `Prefetched client navigation, click to content: median ${click.medianMs.toFixed(1)} ms over ${click.samplesMs.length} runs` +
    ` (min ${Math.min(...click.samplesMs).toFixed(1)}, max ${Math.max(...click.samplesMs).toFixed(1)}); requests at click: ${click.requestsAtClick}`,
);
