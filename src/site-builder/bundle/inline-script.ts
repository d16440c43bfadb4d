/**
 * A script that goes inline into the pages' HTML (the boot script, docs/performance.md), and the CSP source
 * that lets exactly that text run (src/config/security-headers.ts): no `'unsafe-inline'`.
 */
import { createHash } from 'node:crypto';

/**
 * The code as it can stand between `<script>` and `</script>`. The HTML parser would end the element at a
 * `</script` and treat `<!--` specially; a minifier can leave either inside a string, so such code fails
 * the build, naming where it came from, rather than break every page.
 */
export function inlineScriptText(code: string, source: string): string {
  const text = code.trimEnd();
  const unsafe = /<\/script|<!--/i.exec(text);
  if (unsafe) {
    throw new Error(
      `${source} cannot be inlined into the pages: its code contains "${unsafe[0]}" at character ${unsafe.index}`,
    );
  }
  return text;
}

/** The CSP hash source of an inline script's exact text: `'sha256-…'`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
