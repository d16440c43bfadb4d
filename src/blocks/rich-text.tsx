import type { ReactNode } from 'react';
import {
  MARK_HIGHLIGHT,
  MARK_LINK,
  MARK_TEXT_STYLE,
  NODE_CODEBLOCK,
  NODE_HEADING,
  NODE_IMAGE,
  NODE_TABLE,
  NODE_TABLE_CELL,
  NODE_TABLE_HEADER,
  render,
} from 'storyblok-rich-text-react-renderer';
import type { Blok } from '../content/blok';
import { isCssColor } from '../content/css-color';
import { resolveHref, resolveLink } from '../content/links';
import { sanitizeRichText } from '../content/rich-text-sanitize';
import type { RichTextDoc } from '../content/rich-text-types';
import type { Multilink } from '../content/schemas/link';
import { imageSrc } from './image-src';
import { SiteLink } from './link';
import { Block } from './render-block';

/** Attributes as the renderer hands them over: possibly missing, each value of any type. */
type Attrs = Record<string, unknown> | null | undefined;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Rich-text links resolve like link fields; story links become plain anchors the runtime catches. */
function renderLinkMark(children: ReactNode, attrs: Attrs): ReactNode {
  const href = str(attrs?.href) ?? '';
  const linktype = str(attrs?.linktype) ?? 'url';
  const link =
    linktype === 'story'
      ? resolveLink({
          id: '',
          url: '',
          linktype: 'story',
          cached_url: href,
          anchor: str(attrs?.anchor) ?? '',
          target: undefined,
          email: '',
        } satisfies Multilink)
      : linktype === 'email'
        ? resolveLink({
            id: '',
            url: href,
            linktype: 'email',
            cached_url: '',
            anchor: '',
            target: undefined,
            email: href,
          })
        : href
          ? resolveHref(href)
          : null;
  if (!link) return <>{children}</>;
  return (
    <SiteLink link={link} target={attrs?.target === '_blank' ? '_blank' : undefined}>
      {children}
    </SiteLink>
  );
}

function span(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : undefined;
}

/** A colour for `style=""`, checked again: React escapes HTML there but not CSS. */
function colorStyle(value: unknown, property: 'color' | 'backgroundColor') {
  return typeof value === 'string' && isCssColor(value) ? { [property]: value } : undefined;
}

function headingTag(level: unknown): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const n = typeof level === 'number' ? level : Number.NaN;
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 6 ? `h${n}` : 'h2';
}

/**
 * Storyblok rich text. The document is checked again here (the normaliser did it first and reported what it
 * changed, docs/behaviour.md §5.6), and every resolver reads attributes defensively, so no content shape can
 * make a page fail to render.
 */
export function RichText({ doc }: { doc: RichTextDoc }) {
  const safe: RichTextDoc = { type: 'doc', content: sanitizeRichText(doc.content).content };
  return (
    <>
      {render(safe, {
        markResolvers: {
          [MARK_LINK]: (children, attrs) => <>{renderLinkMark(children, attrs)}</>,
          [MARK_TEXT_STYLE]: (children, attrs) => (
            <span style={colorStyle(attrs?.color, 'color')}>{children}</span>
          ),
          [MARK_HIGHLIGHT]: (children, attrs) => (
            <span style={colorStyle(attrs?.color, 'backgroundColor')}>{children}</span>
          ),
        },
        // The renderer puts rows straight under <table>: the HTML parser then inserts a <tbody> and
        // hydration no longer matches. Rows get their <tbody> here, and spans React's attribute names.
        nodeResolvers: {
          [NODE_HEADING]: (children, attrs: Attrs) => {
            const Tag = headingTag(attrs?.level);
            return <Tag>{children}</Tag>;
          },
          [NODE_CODEBLOCK]: (children, attrs: Attrs) => (
            <pre>
              <code className={str(attrs?.class)}>{children}</code>
            </pre>
          ),
          // Only what the schema allows (src, alt, title): never the node's attributes as they came.
          [NODE_IMAGE]: (_children, attrs: Attrs) => {
            const src = imageSrc(str(attrs?.src) ?? '');
            return src ? (
              <img src={src} alt={str(attrs?.alt) ?? ''} title={str(attrs?.title)} loading="lazy" />
            ) : null;
          },
          [NODE_TABLE]: (children) => (
            <div className="table-responsive">
              <table className="rich-text-table">
                <tbody>{children}</tbody>
              </table>
            </div>
          ),
          [NODE_TABLE_HEADER]: (children, attrs) => (
            <th
              scope="col"
              colSpan={span(attrs?.colspan)}
              rowSpan={span(attrs?.rowspan)}
              style={colorStyle(attrs?.backgroundColor, 'backgroundColor')}
            >
              {children}
            </th>
          ),
          [NODE_TABLE_CELL]: (children, attrs) => (
            <td
              colSpan={span(attrs?.colspan)}
              rowSpan={span(attrs?.rowspan)}
              style={colorStyle(attrs?.backgroundColor, 'backgroundColor')}
            >
              {children}
            </td>
          ),
        },
        defaultBlokResolver: (component, props) => (
          <Block blok={{ ...(props as Record<string, unknown>), component } as Blok} />
        ),
      })}
    </>
  );
}
