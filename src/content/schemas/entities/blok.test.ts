import { describe, expect, it } from 'vitest';
import { describeIssue } from '../../../common/describe-issue';
import { blokSchema } from './blok';

describe('blok schema (docs/behaviour.md §3 "All content blocks carry _uid and component")', () => {
  it('keeps the fields of the block type, which its own schema checks', () => {
    const blok = { _uid: 'b-1', component: 'title', title: 'Hola', size: 'h3' };
    expect(blokSchema.parse(blok)).toEqual(blok);
  });

  it('accepts the editable marker of draft content', () => {
    expect(
      blokSchema.parse({ _uid: 'b', component: 'text', _editable: '<!--#storyblok#{}-->' })._editable,
    ).toBe('<!--#storyblok#{}-->');
  });

  it.each([
    [{ component: 'title' }, '_uid: expected string, received undefined'],
    [{ _uid: '', component: 'title' }, '_uid: expected a non-empty _uid, received string'],
    [{ _uid: 'b', component: 5 }, 'component: expected string, received number'],
    [[], '(root): expected object, received array'],
  ])('refuses %j, naming the field', (value, message) => {
    const result = blokSchema.safeParse(value);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue && describeIssue(issue, value)).toBe(message);
  });
});
