import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../config/project-paths';
import { walkRecords } from '../content/blok';
import type { Story } from '../content/story';
import { normalizeForPreview } from './preview-normalize';
import { resolvePreviewReferences } from './preview-references';

/** A bundled story as the content service sends its draft, normalized as the preview does. */
async function draft(
  file: string,
  change: (data: Record<string, unknown>) => void = () => {},
): Promise<Story> {
  const data = JSON.parse(await readFile(path.join(defaultContentDir, 'stories', file), 'utf8')) as Record<
    string,
    unknown
  >;
  change(data);
  const { story, errors } = normalizeForPreview(data, `draft ${file}`);
  expect(errors.filter((e) => e.severity === 'error')).toEqual([]);
  if (!story) throw new Error(`${file} did not normalize`);
  return story;
}

function blocks(story: Story, component: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  walkRecords(story.content, (record) => {
    if (record.component === component) found.push(record);
    return undefined;
  });
  return found;
}

/** Sets a field of the block whose `field` equals `value`, in a story's raw data. */
function setWhere(data: unknown, field: string, value: string, change: Record<string, unknown>): void {
  walkRecords(data, (record) => {
    if (record[field] === value) Object.assign(record, change);
    return undefined;
  });
}

const personalLoan = (story: Story) =>
  blocks(story, 'simulador_credito').find((b) => b.producto === 'Crédito personal');

describe('resolvePreviewReferences', () => {
  it("gives a previewed page's simulators the rates of the rates page's draft, as the build does", async () => {
    const credits = await draft('banca-personas/creditos.json');
    const global = await draft('global.json');
    expect(personalLoan(credits)?.tasa_nominal).toBeUndefined();
    const published = resolvePreviewReferences(credits, global, await draft('tasas-y-comisiones.json'));
    expect(published.errors).toEqual([]);
    expect(personalLoan(published.story)).toMatchObject({ tasa_nominal: 12 });
    // A rate changed in the rates page's draft is the rate the simulator previews.
    const raised = await draft('tasas-y-comisiones.json', (data) =>
      setWhere(data, 'clave', 'prestamo-personal-36', { tasa_nominal: '13.5' }),
    );
    expect(personalLoan(resolvePreviewReferences(credits, global, raised).story)).toMatchObject({
      tasa_nominal: 13.5,
    });
  });

  it('names a reference that leads nowhere with story, _uid and field, and leaves the simulator out', async () => {
    const credits = await draft('banca-personas/creditos.json', (data) =>
      setWhere(data, 'producto', 'Crédito personal', { tasa_referencia: 'no-existe' }),
    );
    const { story, errors } = resolvePreviewReferences(credits, null, await draft('tasas-y-comisiones.json'));
    expect(errors.map((e) => [e.story, e.uid, e.field])).toEqual([
      ['banca-personas/creditos', '2aaf2735-75c8-54ce-948d-9578faba85b0', 'tasa_referencia'],
    ]);
    expect(personalLoan(story)).toBeUndefined();
  });

  it('previews the rates page itself without calling its rows duplicates of themselves', async () => {
    const rates = await draft('tasas-y-comisiones.json');
    expect(resolvePreviewReferences(rates, null, rates).errors).toEqual([]);
  });
});
