/**
 * A page's floor (issue 15): its HTML with every script and every script hint removed, the rest byte for byte
 * as built. htmlparser2 (installed with sanitize-html) tokenizes as a browser does for what matters here: a
 * script's content ends at its first `</script`, and a `<script` inside a comment, an attribute value, a style
 * or a title is no tag (it does not treat textarea as raw text, but React escapes `<` in text). Only the
 * ranges of the removed tags are cut from the original text, so nothing else is re-serialized.
 */
import { Parser } from 'htmlparser2';

export interface StrippedPage {
  html: string;
  /** What was removed, one line per tag, e.g. `script type=module src=/assets/entry.js`. */
  removed: string[];
}

/** `<link>` hints that make the browser fetch (or fetch and compile) a script. */
function isScriptHint(attribs: Record<string, string>): boolean {
  const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false;
  const as = (attribs.as ?? '').toLowerCase();
  return as === 'script' || /\.m?js(?:[?#]|$)/i.test(attribs.href ?? '');
}

function describe(name: string, attribs: Record<string, string>): string {
  const shown = Object.entries(attribs).map(([k, v]) => (v ? `${k}=${v}` : k));
  return [name, ...shown].join(' ');
}

export function stripScripts(html: string): StrippedPage {
  const cuts: Array<[start: number, end: number]> = [];
  const removed: string[] = [];
  let scriptStart = -1;
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script') {
          scriptStart = parser.startIndex;
          removed.push(describe(name, attribs));
        } else if (name === 'link' && isScriptHint(attribs)) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
          removed.push(describe(name, attribs));
        }
      },
      onclosetag(name) {
        if (name !== 'script' || scriptStart < 0) return;
        // endIndex is where the name ends (`</script >` may go on); an unclosed script at the end of the
        // document runs to the end, as in a browser.
        const gt = html.startsWith('</', parser.startIndex) ? html.indexOf('>', parser.endIndex) : -1;
        cuts.push([scriptStart, gt < 0 ? html.length : gt + 1]);
        scriptStart = -1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  let out = '';
  let at = 0;
  for (const [start, end] of cuts.sort(([a], [b]) => a - b)) {
    out += html.slice(at, start);
    at = Math.max(at, end);
  }
  return { html: out + html.slice(at), removed };
}
