import type { ReactNode } from 'react';
import { telephoneHref } from './telephone-href';

/** A phone as the site writes it (+503 2555-0100). */
const phonePattern = /\+\d{1,3} \d{4}-\d{4}/g;

/**
 * A text with every phone in it as a `tel:` link (issue 33: every phone shown can be called with a tap). A
 * text without one is returned as it is.
 */
export function withPhoneLinks(text: string | undefined): ReactNode {
  if (!text) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(phonePattern)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={telephoneHref(match[0])} className="telephone-number">
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
