/**
 * The debt insurance a loan simulator adds (`seguro_deuda_millar`, issue 32) is the figure the rates page
 * publishes in its table of third-party charges ("Seguro de deuda, por millar mensual"): the simulator quotes
 * the payment "with the insurance the rates page lists", so the two must never drift apart. That table is
 * rich text the bank writes as prose, not a rate row, so this test reads it from the bundled content and
 * compares every simulator's figure with it.
 */
import { describe, expect, it } from 'vitest';
import { routing } from '../../config/site';
import { walkRecords } from '../blok';
import { defaultContentDir } from '../../config/project-paths';
import { FileSource } from '../file-source';
import { loadContent } from '../load/load-content';

const insuranceRow = /^Seguro de deuda, por millar mensual$/;

/** The texts of each table row of a rich-text document, cell by cell. */
function tableRows(doc: unknown): string[][] {
  const rows: string[][] = [];
  const text = (node: unknown): string => {
    if (typeof node !== 'object' || node === null) return '';
    const { type, text: own, content } = node as { type?: string; text?: string; content?: unknown[] };
    if (type === 'text') return own ?? '';
    return (content ?? []).map(text).join('');
  };
  walkRecords(doc, (record) => {
    if (record.type !== 'tableRow' && record.type !== 'table_row') return undefined;
    rows.push(((record.content as unknown[]) ?? []).map((cell) => text(cell).trim()));
    return false;
  });
  return rows;
}

describe('the debt insurance in the bundled content', () => {
  it("is the rates page's figure in every loan simulator that adds it", async () => {
    const { stories } = await loadContent(new FileSource(defaultContentDir));
    const rates = stories.find((story) => story.full_slug === routing.ratesSlug);
    const published = tableRows(rates?.content).find(([name]) => insuranceRow.test(name ?? ''));
    expect(published, 'the rates page lists the debt insurance').toBeDefined();
    const figure = Number(published?.[1]);
    expect(figure).toBeGreaterThan(0);
    const simulators: [string, unknown][] = [];
    for (const story of stories)
      walkRecords(story.content, (record) => {
        if (record.component === 'simulador_credito' && record.seguro_deuda_millar !== undefined)
          simulators.push([`${story.full_slug} ${String(record.producto)}`, record.seguro_deuda_millar]);
        return undefined;
      });
    expect(simulators.length).toBeGreaterThanOrEqual(2);
    expect(simulators).toEqual(simulators.map(([where]) => [where, figure]));
  });
});
