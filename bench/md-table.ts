/** A Markdown table for bench/results.md. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
