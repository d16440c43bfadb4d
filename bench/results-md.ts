/** bench/results.md from the figures: the machine, one table per part, and the targets met and missed. */
import type { StylesheetCoverage } from './css-coverage';
import type { BenchFigures, Part } from './figures';
import { firstSecondsMarkdown, lighthouseMarkdown } from './lighthouse-md';
import { table } from './md-table';
import { checkTargets } from './targets';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(1);

function section<T>(title: string, p: Part<T>, body: (value: T) => string): string {
  return `## ${title}\n\n${p.ok ? body(p.value) : `Not measured: ${p.error}`}\n`;
}

function coverageRow(label: string, s: StylesheetCoverage): string[] {
  return [
    `${label} \`${s.href}\``,
    kb(s.bytes),
    kb(s.brotliBytes),
    kb(s.usedBytes),
    `${s.unusedPercent.toFixed(1)} %`,
  ];
}

function phases(p: Record<string, number>): string {
  return Object.entries(p)
    .map(([name, secs]) => `${name} ${secs.toFixed(1)}`)
    .join(', ');
}

export function resultsMarkdown(f: BenchFigures): string {
  const m = f.machine;
  const parts = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${f.date}. Machine: ${m.cores} cores (\`nproc\`), ${m.cpu}, ${m.memoryGb} GB memory, Node ${m.node}, ${m.platform}. Code: ${f.revision}. Other sessions may use the machine during a run: the spread of the Lighthouse runs shows it.`,
    '',
    section('(a) Build of the bundled site', f.bundled, (b) =>
      table(
        ['build', 'pages', 'time (s)', 'phases (s)', 'peak RSS (MB)'],
        [
          [
            'cold (no .cache/, no previous output)',
            String(b.cold.pages),
            s(b.cold.ms),
            phases(b.cold.phases),
            String(b.cold.maxRssMb),
          ],
          [
            `incremental (one edit in ${b.editedStory})`,
            String(b.incremental.pages),
            s(b.incremental.ms),
            phases(b.incremental.phases),
            String(b.incremental.maxRssMb),
          ],
        ],
      ),
    ),
    '## (b) Synthetic spaces (generated stories + the bundled ones; bench/generate-space.ts)\n',
    table(
      ['stories', 'pages', 'time (s)', 'ms / page', 'phases (s)', 'peak RSS (MB)'],
      f.synthetic.map((p) =>
        p.ok
          ? [
              String(p.stories),
              String(p.value.build.pages),
              s(p.value.build.ms),
              (p.value.build.ms / p.value.build.pages).toFixed(1),
              phases(p.value.build.phases),
              String(p.value.build.maxRssMb),
            ]
          : [String(p.stories), '—', `failed: ${p.error}`, '—', '—', '—'],
      ),
    ),
    '',
    section(
      '(c) Transfer sizes per route, brotli (kB; sizes of the precompressed .br files)',
      f.transfers,
      (rows) =>
        table(
          [
            'route',
            'HTML',
            'JS referenced',
            'JS loaded before hydration',
            'initial JS (files)',
            'JS prefetched for linked pages',
            'CSS',
            'page data',
            'page data prefetched',
            'received over loopback HTTP (gzip)',
            'HTML over the wire (bytes: headers + brotli)',
          ],
          rows.map((r) => [
            r.route,
            kb(r.html),
            kb(r.jsStatic),
            kb(r.jsDynamic),
            `${kb(r.jsStatic + r.jsDynamic)} (${r.jsFiles})`,
            kb(r.jsPrefetched),
            kb(r.css),
            kb(r.pageData),
            kb(r.prefetchedData),
            kb(r.transferredGzip),
            String(r.htmlOverWire),
          ]),
        ),
    ),
    section(
      '(c) CSS coverage of the public stylesheet (Chromium, bench/css-coverage.ts)',
      f.cssCoverage,
      (c) =>
        [
          table(
            ['stylesheet', 'size (kB)', 'brotli (kB)', 'used at load (kB)', 'unused at load'],
            [
              coverageRow('before pruning (the original, kept for the preview screens)', c.before),
              coverageRow('after pruning (linked by every public page)', c.after),
            ],
          ),
          '',
          `Each route of (c) loaded as a first visit (the consent dialog shows) at ${c.widths.join(' and ')} px; used ranges united over the ${c.routes.length * c.widths.length} loads. Coverage marks only the rules that matched during a load: states never triggered (hover and focus, the open menu, the photo dialog, opened accordions and tabs, a moving slide), the other widths' media queries and the pages not loaded count as unused although the site uses them; e2e/css-prune.test.ts checks those states against the original stylesheet. In the original, the \`:root\` rule with every Bootstrap custom property counts as used, so its used bytes are higher.`,
        ].join('\n'),
    ),
    section(
      '(d) Lighthouse 12.8 mobile (simulated throttling), first and returning visit against the floor, cold HTTP cache',
      f.lighthouse,
      lighthouseMarkdown,
    ),
    section('(d) JS executed in the first 5 s of home, first visit', f.firstSecondsJs, firstSecondsMarkdown),
    section(
      '(e) Prefetched client navigation, /banca-personas/ → /banca-personas/cuentas/',
      f.click,
      (c) =>
        `Click to content: median ${c.medianMs.toFixed(1)} ms over ${c.samplesMs.length} runs (min ${Math.min(...c.samplesMs).toFixed(1)}, max ${Math.max(...c.samplesMs).toFixed(1)}); requests at click: ${c.requestsAtClick}.`,
    ),
    '## Targets (issues 10 and 15)\n',
    table(
      ['target', 'measured', 'met', 'reason / next step'],
      checkTargets(f).map((t) => [
        t.target,
        t.measured,
        t.met === null ? 'not measured' : t.met ? 'yes' : '**no**',
        t.met === false ? `${t.reason ?? ''}. Next: ${t.next ?? ''}` : '',
      ]),
    ),
    '',
  ];
  return parts.join('\n');
}
