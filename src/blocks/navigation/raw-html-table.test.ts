import { describe, expect, it } from 'vitest';
import { soleTableCaption } from './raw-html-table';

describe('soleTableCaption', () => {
  it("reads the caption's text, its markup left out and its escapes read back", () => {
    expect(
      soleTableCaption(
        '<p>Antes</p><table class="table"><caption>Quejas <strong>por</strong> trimestre &amp; año</caption><tr><td>1</td></tr></table>',
      ),
    ).toBe('Quejas por trimestre & año');
  });

  it('has none for a table without a caption, an empty caption, or several tables', () => {
    expect(soleTableCaption('<table><tr><td>1</td></tr></table>')).toBeUndefined();
    expect(soleTableCaption('<table><caption> </caption></table>')).toBeUndefined();
    expect(
      soleTableCaption('<table><caption>A</caption></table><table><caption>B</caption></table>'),
    ).toBeUndefined();
    expect(soleTableCaption('<p>Sin tabla</p>')).toBeUndefined();
  });
});
