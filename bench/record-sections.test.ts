import { describe, expect, it } from 'vitest';
import { replaceSections } from './record-sections';

const record = '# Results\n\n## (f) Load\n\nold f\n\n## (g) Site search (issue 17)\n\nold g\nmore old g\n';

describe("a partial run's sections in the full record", () => {
  it('replace the section with the same label, noted, and leave the others', () => {
    const out = replaceSections(record, ['\n## (g) Site search (issue 31)\n\nnew g\n'], 'run X');
    expect(out).toBe(
      '# Results\n\n## (f) Load\n\nold f\n\n## (g) Site search (issue 31)\n\n_run X_\n\nnew g\n',
    );
  });

  it('add a section the record lacks at its end, and replace one in the middle', () => {
    const out = replaceSections(record, ['## (f) Load\n\nnew f', '## (h) Engines\n\nh'], 'run Y');
    expect(out).toBe(
      '# Results\n\n## (f) Load\n\n_run Y_\n\nnew f\n\n## (g) Site search (issue 17)\n\nold g\nmore old g\n\n' +
        '## (h) Engines\n\n_run Y_\n\nh\n',
    );
  });
});
