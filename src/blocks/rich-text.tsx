import type { ReactNode } from 'react';
import {
  MARK_HIGHLIGHT,
  MARK_LINK,
  MARK_TEXT_STYLE,
  NODE_CODEBLOCK,
  NODE_EMOJI,
  NODE_HEADING,
  NODE_IMAGE,
  NODE_TABLE,
  NODE_TABLE_CELL,
  NODE_TABLE_HEADER,
  render,
} from 'storyblok-rich-text-react-renderer';
import type { Blok } from '../content/blok';
import { assetPathProblem } from '../content/asset-path-rules';
import { hasCssColorSyntax } from '../content/css-color-syntax';
import { resolveHref, resolveLink } from '../content/links';
import { maxRichTextDepth, type RichTextDoc, type RichTextNode } from '../content/rich-text-types';
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
  return typeof value === 'string' && hasCssColorSyntax(value) ? { [property]: value } : undefined;
}

function headingTag(level: unknown): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const n = typeof level === 'number' ? level : Number.NaN;
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 6 ? `h${n}` : 'h2';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The second line of defence (the normaliser checked the tree and reported what it changed, docs/behaviour.md
 * §5.6): leaves out only the shapes the rendering library itself would throw on, cheaply, in the browser too.
 */
function renderable(nodes: unknown, depth: number): RichTextNode[] {
  if (!Array.isArray(nodes) || depth > maxRichTextDepth) return [];
  return nodes.flatMap((node: unknown): RichTextNode[] => {
    if (!isObject(node)) return [];
    const n = node as unknown as RichTextNode;
    if (n.type === 'text' && typeof n.text !== 'string') return [];
    if (n.type === 'blok' && !Array.isArray(n.attrs?.body)) return [];
    const marks = Array.isArray(n.marks) ? n.marks.filter(isObject) : undefined;
    const content =
      n.content === undefined || n.content === null ? undefined : renderable(n.content, depth + 1);
    return [{ ...n, marks, content }];
  });
}

/** A source checked like an asset filename (README "Content"), as the site's public URL; '' when unusable. */
function checkedSrc(value: unknown): string {
  const raw = str(value) ?? '';
  return raw && assetPathProblem(raw) === null ? imageSrc(raw) : '';
}

/** Storyblok rich text; every resolver reads attributes defensively, so no content shape can fail a page. */
export function RichText({ doc }: { doc: RichTextDoc }) {
  const safe: RichTextDoc = { type: 'doc', content: renderable(doc.content, 0) };
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
            const src = checkedSrc(attrs?.src);
            return src ? (
              <img src={src} alt={str(attrs?.alt) ?? ''} title={str(attrs?.title)} loading="lazy" />
            ) : null;
          },
          [NODE_EMOJI]: (_children, attrs: Attrs) => {
            const name = str(attrs?.name);
            const fallback = checkedSrc(attrs?.fallbackImage);
            const emoji = str(attrs?.emoji);
            return (
              <span data-type="emoji" data-name={name}>
                {emoji ??
                  (fallback ? (
                    <img src={fallback} alt={name ?? ''} draggable="false" loading="lazy" />
                  ) : null)}
              </span>
            );
          },
          // The renderer puts rows straight under <table>: the HTML parser then inserts a <tbody> and
          // hydration no longer matches. Rows get their <tbody> here, and spans React's attribute names.
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
