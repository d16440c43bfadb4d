import { describe, it, expect } from 'vitest';
import { ContentError } from '../content-error';
import { formatContentReport } from './content-report';

describe('formatContentReport', () => {
  it('says "0 errors" when there are none', () => {
    expect(formatContentReport([])).toBe('0 errors');
  });

  it('uses the singular for one error in one story', () => {
    const error = new ContentError('unknown_component', 'Unknown component "x"', {
      story: 'home',
      uid: 'u1',
      component: 'x',
    });
    expect(formatContentReport([error])).toBe(
      ['  home', '    - [unknown_component] _uid u1 (x): Unknown component "x"', '1 error in 1 story'].join(
        '\n',
      ),
    );
  });

  it('groups errors by story, stories in alphabetical order, errors in given order', () => {
    const errors = [
      new ContentError('broken_link', 'Link to /x/ points to no page', { story: 'zeta', uid: 'z1' }),
      new ContentError('invalid_field', 'Bad title', { story: 'alpha', uid: 'a1', field: 'title' }),
      new ContentError('missing_uid', 'No uid', { story: 'zeta', component: 'row', hint: 'Add one.' }),
    ];
    expect(formatContentReport(errors)).toBe(
      [
        '  alpha',
        '    - [invalid_field] _uid a1 field "title": Bad title',
        '  zeta',
        '    - [broken_link] _uid z1: Link to /x/ points to no page',
        '    - [missing_uid] (row): No uid',
        '      hint: Add one.',
        '3 errors in 2 stories',
      ].join('\n'),
    );
  });

  it('lists warnings but does not count them as errors', () => {
    const problems = [
      new ContentError('fallback_value', 'Interval falls back', {
        story: 'home',
        uid: 's1',
        severity: 'warning',
      }),
    ];
    expect(formatContentReport(problems)).toBe(
      [
        '  home',
        '    - [warning fallback_value] _uid s1: Interval falls back',
        '0 errors, 1 warning in 1 story',
      ].join('\n'),
    );
  });
});
