/**
 * What the results page says to a visitor without JavaScript (issue 31): that search needs it, and links
 * to the main sections, so `/buscar/?q=remesa` is never an empty box. A `<noscript>`: shown only when
 * scripts do not run, so a visitor with them never sees it, not even before the page starts.
 *
 * Its content is given as markup made here from fixed texts (escaped): a browser running scripts reads a
 * `<noscript>`'s content as text, which React then leaves as it is instead of hydrating it.
 */
import { withPrefix } from '../config/site-paths';
import { mainSections, searchTexts } from './search-texts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function noScriptMarkup(): string {
  const links = mainSections
    .map((section) => `<li><a href="${escape(withPrefix(section.path))}">${escape(section.label)}</a></li>`)
    .join('');
  return `<div class="search-noscript"><p>${escape(searchTexts.noScript)}</p><ul>${links}</ul></div>`;
}

export function NoScriptNotice() {
  return <noscript dangerouslySetInnerHTML={{ __html: noScriptMarkup() }} />;
}
