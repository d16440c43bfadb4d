// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mainSections } from './search-texts';
import { noScriptMarkup } from './no-script-notice';

describe('the results page without JavaScript', () => {
  it('says that search needs JavaScript and links the main sections', () => {
    const doc = new DOMParser().parseFromString(noScriptMarkup(), 'text/html');
    expect(doc.body.textContent).toContain('necesita JavaScript');
    const links = [...doc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(mainSections.map((s) => [s.label, s.path]));
  });
});
