/**
 * Compares two builds of the same content page by page (bench/page-outline.ts) and exits non-zero when any
 * route's text, headings, links or landmarks changed, a route appeared or went, or an ARIA reference of the
 * new build points at no element. `npx tsx bench/compare-builds.ts <before dist> <after dist>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtRoutes } from '../e2e/support/built-routes';
import { outlineDifferences, pageOutline } from './page-outline';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: tsx bench/compare-builds.ts <before dist> <after dist>');
  process.exit(2);
}

const read = (dir: string, route: string) => readFileSync(path.join(dir, route, 'index.html'), 'utf8');
const beforeRoutes = builtRoutes(beforeDir);
const afterRoutes = builtRoutes(afterDir);
const problems: string[] = [];
for (const route of beforeRoutes.filter((r) => !afterRoutes.includes(r))) problems.push(`${route}: gone`);
for (const route of afterRoutes.filter((r) => !beforeRoutes.includes(r))) problems.push(`${route}: new`);
let compared = 0;
for (const route of afterRoutes.filter((r) => beforeRoutes.includes(r))) {
  compared += 1;
  const differences = outlineDifferences(
    pageOutline(read(beforeDir, route)),
    pageOutline(read(afterDir, route)),
  );
  for (const difference of differences) problems.push(`${route}: ${difference}`);
}
for (const problem of problems) console.log(problem);
console.log(`${compared} routes compared, ${problems.length} differences`);
process.exit(problems.length ? 1 : 0);
