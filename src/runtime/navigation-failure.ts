/** Navigation failures (docs/behaviour.md §8), named and worded as the original router did. */
export type NavigationFailureType = 'duplicated' | 'aborted' | 'cancelled' | 'redirected';

export class NavigationFailure extends Error {
  constructor(
    readonly type: NavigationFailureType,
    readonly from: string,
    readonly to: string,
  ) {
    super(NavigationFailure.describe(type, from, to));
    this.name = 'NavigationFailure';
  }

  static describe(type: NavigationFailureType, from: string, to: string): string {
    switch (type) {
      case 'duplicated':
        return `Avoided redundant navigation to current location: "${from}".`;
      case 'aborted':
        return `Navigation aborted from "${from}" to "${to}" via a navigation guard.`;
      case 'cancelled':
        return `Navigation cancelled from "${from}" to "${to}" with a new navigation.`;
      case 'redirected':
        return `Redirected when going from "${from}" to "${to}" via a navigation guard.`;
    }
  }
}
