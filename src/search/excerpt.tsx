import { Fragment } from 'react';

/**
 * A result's snippet with the matched words highlighted. Pagefind gives the snippet as HTML: its text with
 * entities encoded and `<mark>` around the matched words. It is never put into the page as HTML: it is split
 * into text and marked text, entities decoded, and rendered as React text, so no markup of the content can
 * get through, whatever the index holds.
 */
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[name.toLowerCase()] ?? whole;
  });
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** The snippet as parts; any tag other than `<mark>`/`</mark>` is dropped. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}

export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
