import { describe, expect, it } from 'vitest';
import { describeIssue } from '../common/describe-issue';
import { allAccepted, defaultPreferences, isConsentPreferences, onlyNecessary } from './preferences';
import { consentPreferencesSchema } from './preferences-schema';

const cases: [name: string, value: unknown][] = [
  ['all accepted', { necessary: true, functional: true }],
  ['only necessary', { necessary: true, functional: false }],
  ['an extra field', { necessary: true, functional: false, marketing: true }],
  ['necessary off', { necessary: false, functional: true }],
  ['necessary missing', { functional: true }],
  ['functional missing', { necessary: true }],
  ['functional as text', { necessary: true, functional: 'yes' }],
  ['necessary as text', { necessary: 'true', functional: true }],
  ['null', null],
  ['an array', []],
  ['a string', 'accepted'],
  ['a number', 1],
];

describe('cookie preferences schema (docs/behaviour.md §3 "Cookie preferences")', () => {
  it('parses the choices the dialog stores', () => {
    for (const preferences of [defaultPreferences, allAccepted, onlyNecessary]) {
      expect(consentPreferencesSchema.parse(preferences)).toEqual(preferences);
    }
  });

  it.each([
    [{ necessary: false, functional: true }, 'necessary: expected true, received boolean'],
    [{ necessary: true, functional: 'yes' }, 'functional: expected boolean, received string'],
    [{ necessary: true }, 'functional: expected boolean, received undefined'],
  ])('names the bad field of %j', (value, message) => {
    const issue = consentPreferencesSchema.safeParse(value).error?.issues[0];
    expect(issue && describeIssue(issue, value)).toBe(message);
  });

  it.each(cases)('and the cookie check on every page agree on %s', (_name, value) => {
    expect(isConsentPreferences(value)).toBe(consentPreferencesSchema.safeParse(value).success);
  });
});
