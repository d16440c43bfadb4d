/**
 * The nginx `add_header` snippets of docs/deploy.md, made from the same header rules as dist/_headers, so the
 * example cannot drift from the code (deploy-doc.test.ts compares them). nginx drops every inherited
 * `add_header` in a location that sets one of its own, so each location includes a whole snippet; `always`
 * puts the headers on 404s and other errors too. Cache-Control is left to each location.
 */
import { matches, type HeaderRule } from '../config/security-headers';

export type SnippetName = 'site' | 'preview' | 'asset';

/** Where the doc's example keeps each snippet, included from its server block. */
export const snippetFiles: Record<SnippetName, string> = {
  site: 'snippets/bancoazul-headers.conf',
  preview: 'snippets/bancoazul-preview-headers.conf',
  asset: 'snippets/bancoazul-asset-headers.conf',
};

/**
 * A path each snippet is for: every page (and any answer that is not a file of a folder below), the preview
 * screens Storyblok frames, and the files that are never pages (`/assets/`, `/content-images/`).
 */
export const snippetPaths: Record<SnippetName, string> = {
  site: '/',
  preview: '/editor/',
  asset: '/assets/app.js',
};

/** Headers for a path as `headersForPath` gives them, keeping the names' spelling from the rules. */
function namedHeaders(rules: readonly HeaderRule[], pathname: string): Map<string, [string, string]> {
  const result = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) result.delete(name.toLowerCase());
      else result.set(name.toLowerCase(), [name, value]);
    }
  }
  return result;
}

/** A value nginx reads as it is inside double quotes: no quote, backslash, variable or line break. */
function quoted(name: string, value: string): string {
  if (/["\\$\r\n]/.test(value)) {
    throw new Error(
      `${name}: "${value}" cannot be written as an nginx add_header value (", \\, $ or a line break)`,
    );
  }
  return `"${value}"`;
}

/** The `add_header … always;` lines of one snippet, one header a line, in the rules' order. */
export function nginxSnippet(rules: readonly HeaderRule[], name: SnippetName): string {
  const lines: string[] = [];
  for (const [key, [header, value]] of namedHeaders(rules, snippetPaths[name])) {
    if (key === 'cache-control') continue;
    lines.push(`add_header ${header} ${quoted(header, value)} always;`);
  }
  return `${lines.join('\n')}\n`;
}
