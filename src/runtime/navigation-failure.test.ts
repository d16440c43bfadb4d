import { describe, expect, it } from 'vitest';
import { NavigationFailure } from './navigation-failure';

describe('NavigationFailure', () => {
  it('words each failure as docs/behaviour.md §8 names it', () => {
    expect(new NavigationFailure('duplicated', '/a/', '').message).toBe(
      'Avoided redundant navigation to current location: "/a/".',
    );
    expect(new NavigationFailure('aborted', '/a/', '/b/').message).toBe(
      'Navigation aborted from "/a/" to "/b/" via a navigation guard.',
    );
    expect(new NavigationFailure('cancelled', '/a/', '/b/').message).toBe(
      'Navigation cancelled from "/a/" to "/b/" with a new navigation.',
    );
    expect(new NavigationFailure('redirected', '/a/', '/b/').message).toBe(
      'Redirected when going from "/a/" to "/b/" via a navigation guard.',
    );
  });
});
