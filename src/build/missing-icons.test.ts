import { describe, expect, it } from 'vitest';
import { storyOf } from '../content/story';
import { findMissingIcons } from './missing-icons';

const story = storyOf({
  id: 1,
  uuid: 'u-1',
  name: 'Agencias',
  slug: 'agencias',
  full_slug: 'agencias',
  content: {
    _uid: 'page-1',
    component: 'page',
    body: [
      { _uid: 'icon-ok', component: 'icon', icon: 'telephone' },
      { _uid: 'icon-new', component: 'icon_link_page', icon: 'bank', link: {} },
      { _uid: 'icon-typo', component: 'icon', icon: 'telefono' },
      { _uid: 'not-an-icon', component: 'title', icon: 'bank' },
    ],
  },
});

describe('icons the content names but the site lacks', () => {
  it('warns per block, saying whether a developer can add it or the name is wrong', () => {
    const problems = findMissingIcons([story], { telephone: '<path/>' });
    expect(problems.map((p) => [p.uid, p.component, p.field, p.found, p.severity, p.code])).toEqual([
      ['icon-new', 'icon_link_page', 'icon', 'bank', 'warning', 'missing_icon'],
      ['icon-typo', 'icon', 'icon', 'telefono', 'warning', 'missing_icon'],
    ]);
    expect(problems[0]?.story).toBe('agencias');
    expect(problems[0]?.message).toBe(
      `Icon "bank" is not in the site's icon set; "question-square" is shown instead`,
    );
    expect(problems[0]?.hint).toContain('scripts/generate-icons.ts');
    expect(problems[1]?.message).toBe(
      `No bootstrap-icons icon is named "telefono"; "question-square" is shown instead`,
    );
  });

  it('finds nothing missing in the bundled icon set for the icons it was generated from', () => {
    expect(findMissingIcons([story]).map((p) => p.found)).not.toContain('telephone');
  });
});
