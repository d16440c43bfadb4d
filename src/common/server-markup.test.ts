// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { asServerMarkup, holdServerMarkup, rendersServerMarkup } from './server-markup';

describe('server markup flag', () => {
  it('is set inside asServerMarkup only', () => {
    expect(rendersServerMarkup()).toBe(false);
    expect(asServerMarkup(rendersServerMarkup)).toBe(true);
    expect(rendersServerMarkup()).toBe(false);
  });

  it('stays set from holdServerMarkup until released, once however often the release is called', () => {
    const release = holdServerMarkup();
    expect(rendersServerMarkup()).toBe(true);
    const inner = holdServerMarkup();
    release();
    release();
    expect(rendersServerMarkup()).toBe(true);
    inner();
    expect(rendersServerMarkup()).toBe(false);
  });
});
