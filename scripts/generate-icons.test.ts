import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSet } from '../src/blocks/icon-set.generated';
import { outFile, renderModule, usedIconNames } from './generate-icons';

describe('generated icon set', () => {
  it('holds exactly the icons the content and the components use (run `npx tsx scripts/generate-icons.ts`)', async () => {
    const names = usedIconNames();
    expect(Object.keys(iconSet).sort()).toEqual(names);
    expect(readFileSync(outFile, 'utf8')).toBe(await renderModule(names));
  });

  it('includes the default icon and icons named inside nested blocks', () => {
    expect(Object.keys(iconSet)).toContain('question-square');
    // social links on /servicio-al-cliente/ carry their icons in the link body.
    expect(Object.keys(iconSet)).toContain('facebook');
  });
});
