/**
 * A real, visible text change to one story, for the publish bench: a text field of the story whose value a
 * visitor reads on its page (it is in the served HTML's body text, outside scripts, styles and attributes),
 * so appending a marker word to it must change what the bucket serves.
 */

export interface VisibleEdit {
  /** Where the field is inside `story.content`, e.g. `body.2.subtitle`. */
  path: Array<string | number>;
  value: string;
}

/** Fields that hold names, ids, links, choices or styles, never prose. */
const notProse = new Set([
  'component',
  '_uid',
  'id',
  'uuid',
  'url',
  'cached_url',
  'linktype',
  'fieldtype',
  'filename',
  'alt',
  'anchor',
  'target',
  'plugin',
  'clave',
  'icon',
  'color',
  'variant',
  'type',
]);

/** Plain prose: words with spaces between, no markup or entities that the HTML would spell differently. */
const plainProse = /^[\p{L}\p{N}][\p{L}\p{N} ,.;:¡!¿?()%$-]{6,200}$/u;

/** The text a visitor reads: the body's text nodes, without scripts, styles, the head or attributes. */
export function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, '\n');
}

function* textFields(value: unknown, at: Array<string | number>): Generator<VisibleEdit> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* textFields(item, [...at, i]);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      if (!notProse.has(key) && child.includes(' ') && plainProse.test(child))
        yield { path: [...at, key], value: child };
    } else {
      yield* textFields(child, [...at, key]);
    }
  }
}

/**
 * The fields of `content` whose text the page shows exactly once, in the content's order: a repeated text
 * could stay on the page after its field changed.
 */
export function visibleEdits(content: unknown, html: string): VisibleEdit[] {
  const text = visibleText(html);
  return [...textFields(content, [])].filter(({ value }) => {
    const first = text.indexOf(value);
    return first >= 0 && text.indexOf(value, first + 1) < 0;
  });
}

/** Sets the field at `path` inside `content` (which it changes). */
export function setField(content: unknown, path: ReadonlyArray<string | number>, value: string): void {
  let node = content as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') throw new Error(`no object at ${path.join('.')} (${key})`);
    node = next as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last === undefined || typeof node[last] !== 'string')
    throw new Error(`no text field at ${path.join('.')}`);
  node[last] = value;
}

/** A word found nowhere else: letters only, so the site search indexes it as one word. */
export function markerWord(seed: number): string {
  let letters = '';
  for (let n = seed; letters.length < 6 || n > 0; n = Math.floor(n / 26))
    letters += String.fromCharCode(97 + (n % 26));
  return `marcaq${letters}`;
}
