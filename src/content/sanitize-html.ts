/**
 * Sanitiser of the raw html block (docs/behaviour.md §2 "Raw html block"). It runs in the schema transform, at build
 * time, so page data and prerendered pages only ever carry clean HTML: no <script>/<style>, no event
 * handler attributes, no javascript:/data: URLs, no iframe srcdoc. What is allowed is listed, never the reverse.
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'iframe',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'aria-*'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the opened page a reference to ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}
