import { describe, expect, it } from 'vitest';
import { consentChoiceNeeded } from './consent-flag';

const stored = `cookie-consent=${encodeURIComponent(JSON.stringify({ necessary: true, functional: false }))}`;

describe('consentChoiceNeeded (the boot script, before the first paint)', () => {
  it('is true without a readable choice, false with one', () => {
    expect(consentChoiceNeeded(() => '', '/')).toBe(true);
    expect(consentChoiceNeeded(() => 'other=1; cookie-consent=%7Bbad', '/')).toBe(true);
    expect(consentChoiceNeeded(() => `a=1; ${stored}`, '/banca-personas/')).toBe(false);
  });

  it('is false on the privacy page, and true when cookies cannot be read', () => {
    expect(consentChoiceNeeded(() => '', '/privacidad-de-datos/')).toBe(false);
    const sandboxed = () => {
      throw new Error('SecurityError');
    };
    expect(consentChoiceNeeded(sandboxed, '/')).toBe(true);
  });
});
