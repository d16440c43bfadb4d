/**
 * A partial bench run's sections put into the full record (bench/results.md) in place of the same sections
 * (`BENCH_RECORD=1` with `BENCH_ONLY`, bench/run.ts): a section is its `## (x) …` heading and what follows up
 * to the next `## ` heading; one the record lacks is added at its end. Each carries a line saying when and on
 * which code it was measured, since the rest of the record is an older full run.
 */

/** The label that identifies a section: its heading up to the first ")" (`## (g)`), else the whole heading. */
const labelOf = (heading: string) => heading.slice(0, heading.indexOf(')') + 1 || heading.length);

export function replaceSections(record: string, sections: readonly string[], note: string): string {
  let result = record.replace(/\n*$/, '\n');
  for (const section of sections) {
    const body = section.trim();
    const heading = body.split('\n')[0] ?? '';
    const [, ...rest] = body.split('\n');
    const noted = [heading, '', `_${note}_`, ...rest].join('\n');
    const lines = result.split('\n');
    const start = lines.findIndex((line) => line.startsWith('## ') && labelOf(line) === labelOf(heading));
    if (start < 0) {
      result = `${result}\n${noted}\n`;
      continue;
    }
    const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    const end = next < 0 ? lines.length : next;
    result = [...lines.slice(0, start), noted, '', ...lines.slice(end)].join('\n').replace(/\n*$/, '\n');
  }
  return result;
}
