import { describe, expect, it } from 'vitest';
import { storyOf } from '../story';
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

describe('icons the content names that bootstrap-icons lacks', () => {
  it('warns per block with the name it found, and leaves any bootstrap-icons icon alone', () => {
    // "bank" is in no icon set of the site's own components: it is bundled because the content names it.
    const problems = findMissingIcons([story]);
    expect(problems.map((p) => [p.uid, p.component, p.field, p.found, p.severity, p.code])).toEqual([
      ['icon-typo', 'icon', 'icon', 'telefono', 'warning', 'missing_icon'],
    ]);
    expect(problems[0]?.story).toBe('agencias');
    expect(problems[0]?.message).toBe(
      `No bootstrap-icons icon is named "telefono"; "question-square" is shown instead`,
    );
    expect(problems[0]?.hint).toContain('https://icons.getbootstrap.com');
  });
});
