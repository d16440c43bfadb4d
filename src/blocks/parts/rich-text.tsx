/**
 * Storyblok rich text in React, element for element as Storyblok's reference renderer (`@storyblok/richtext`
 * 5.x, `renderRichText`) writes it, with the site's safety and image pipeline (docs/behaviour.md §5.6):
 * bold `<strong>`, italic `<em>`, highlight `<mark>`, alignment, list start, cell width and colour as styles,
 * adjacent text under one identical link in one `<a>`, a table's leading header rows in `<thead>`. Every
 * attribute is read defensively and every colour checked again, so no content shape can fail a page.
 */
import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react';
import type { Blok } from '../../content/blok';
import { assetPathProblem } from '../../content/asset-path-rules';
import { hasCssColorSyntax } from '../../content/css-color-syntax';
import type { RichTextDoc, RichTextMark, RichTextNode } from '../../content/rich-text-types';
import type { Asset } from '../../content/schemas/asset';
import { imageSrc } from '../../content/image-src';
import { Block } from './render-block';
import { ResponsiveImage } from './responsive-image';
import { guardNodes, isObject } from './rich-text-guard';
import { RichTextLink } from './rich-text-link';
import { withPhoneLinks } from './phone-links';
import { ScrollableTable } from './scrollable-table';

type Attrs = Record<string, unknown> | undefined;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** A colour for `style=""`, checked again: React escapes HTML there but not CSS. */
const checkedColor = (value: unknown): string | undefined =>
  typeof value === 'string' && hasCssColorSyntax(value) ? value : undefined;

const alignments = new Set(['left', 'center', 'right', 'justify']);

function styleOf(style: CSSProperties): CSSProperties | undefined {
  const set = Object.entries(style).filter(([, v]) => v !== undefined);
  return set.length > 0 ? (Object.fromEntries(set) as CSSProperties) : undefined;
}

const alignStyle = (attrs: Attrs) =>
  styleOf({ textAlign: alignments.has(String(attrs?.textAlign)) ? (attrs?.textAlign as 'left') : undefined });

const classNames = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w-]+(?: [\w-]+)*$/.test(value.trim()) ? value.trim() : undefined;

function headingTag(level: unknown): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const n = typeof level === 'number' ? level : Number.NaN;
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 6 ? `h${n}` : 'h2';
}

const span = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : undefined;

/** Storyblok's `colwidth` is a list of pixel widths; like the reference, the first one sizes the cell. */
function cellWidth(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  return typeof first === 'number' && Number.isFinite(first) && first > 0 ? `${first}px` : undefined;
}

/** The image's asset (with the sizes and variants the build attached), its src checked like any asset. */
function imageAsset(attrs: Attrs): Asset | null {
  const src = typeof attrs?.src === 'string' ? attrs.src.trim() : '';
  if (!src || assetPathProblem(src) !== null) return null;
  const asset = isObject(attrs?.asset) ? (attrs.asset as unknown as Asset) : undefined;
  const alt = str(attrs?.alt) ?? '';
  return asset && asset.filename === src
    ? { ...asset, alt }
    : { filename: src, alt, focus: '', title: str(attrs?.title) ?? '' };
}

function sameLink(a: RichTextMark | undefined, b: RichTextMark | undefined): boolean {
  return (
    a !== undefined && b !== undefined && JSON.stringify(a.attrs ?? {}) === JSON.stringify(b.attrs ?? {})
  );
}

const linkOf = (node: RichTextNode | undefined): RichTextMark | undefined =>
  node?.type === 'text' ? node.marks?.find((m) => m.type === 'link') : undefined;

function Mark({ mark, children }: { mark: RichTextMark; children: ReactNode }) {
  const attrs = mark.attrs;
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'strike':
      return <s>{children}</s>;
    case 'underline':
      return <u>{children}</u>;
    case 'code':
      return <code>{children}</code>;
    case 'superscript':
      return <sup>{children}</sup>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'highlight':
      return <mark style={styleOf({ backgroundColor: checkedColor(attrs?.color) })}>{children}</mark>;
    case 'textStyle':
      return (
        <span
          id={str(attrs?.id)}
          className={classNames(attrs?.class)}
          style={styleOf({ color: checkedColor(attrs?.color) })}
        >
          {children}
        </span>
      );
    case 'anchor':
      return <span id={str(attrs?.id)}>{children}</span>;
    case 'styled':
      return <span className={classNames(attrs?.class)}>{children}</span>;
    case 'link':
      return <RichTextLink attrs={attrs}>{children}</RichTextLink>;
    default:
      return <>{children}</>;
  }
}

/** A text with its marks, the first mark innermost (as the reference renderer nests them). */
function withMarks(text: ReactNode, marks: readonly RichTextMark[]): ReactNode {
  return marks.reduce<ReactNode>(
    (inner, mark, i) => (
      <Mark key={i} mark={mark}>
        {inner}
      </Mark>
    ),
    text,
  );
}

/** Children, with adjacent text nodes under an identical link mark drawn in one `<a>`. */
function renderChildren(nodes: readonly RichTextNode[] | undefined): ReactNode[] {
  const out: ReactNode[] = [];
  const list = nodes ?? [];
  for (let i = 0; i < list.length;) {
    const node = list[i] as RichTextNode;
    const link = linkOf(node);
    if (!link) {
      out.push(<Node key={i} node={node} />);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < list.length && sameLink(link, linkOf(list[end]))) end++;
    const inner = list.slice(i, end).map((t, j) => (
      <Fragment key={j}>
        {withMarks(
          t.text,
          (t.marks ?? []).filter((m) => m.type !== 'link'),
        )}
      </Fragment>
    ));
    out.push(
      <Mark key={i} mark={link}>
        {inner}
      </Mark>,
    );
    i = end;
  }
  return out;
}

function TableRows({ rows }: { rows: readonly RichTextNode[] }) {
  let headerEnd = 0;
  const isHeaderRow = (row: RichTextNode) =>
    (row.content?.length ?? 0) > 0 && (row.content ?? []).every((cell) => cell.type === 'tableHeader');
  while (headerEnd < rows.length && isHeaderRow(rows[headerEnd] as RichTextNode)) headerEnd++;
  const head = rows.slice(0, headerEnd);
  const body = rows.slice(headerEnd);
  return (
    <>
      {head.length > 0 && <thead>{renderChildren(head)}</thead>}
      {body.length > 0 && <tbody>{renderChildren(body)}</tbody>}
    </>
  );
}

function Node({ node }: { node: RichTextNode }): ReactNode {
  const attrs = node.attrs;
  const children = () => renderChildren(node.content);
  switch (node.type) {
    case 'text':
      // Text under a link is drawn by renderChildren; here a phone in plain text becomes a `tel:` link.
      return withMarks(withPhoneLinks(node.text), node.marks ?? []);
    case 'paragraph':
      // An empty paragraph is the editor's blank line: a `<br>` keeps its height, as the editor shows it.
      return <p style={alignStyle(attrs)}>{node.content?.length ? children() : <br />}</p>;
    case 'heading':
      return createElement(headingTag(attrs?.level), { style: alignStyle(attrs) }, children());
    case 'bullet_list':
      return <ul>{children()}</ul>;
    case 'ordered_list': {
      const order = typeof attrs?.order === 'number' && Number.isInteger(attrs.order) ? attrs.order : 1;
      return <ol start={order === 1 ? undefined : order}>{children()}</ol>;
    }
    case 'list_item':
      return <li style={alignStyle(attrs)}>{children()}</li>;
    case 'blockquote':
      return <blockquote>{children()}</blockquote>;
    case 'code_block': {
      const language = typeof attrs?.language === 'string' && /^[\w+#.-]{1,40}$/.test(attrs.language);
      const className =
        classNames(attrs?.class) ?? (language ? `language-${String(attrs?.language)}` : undefined);
      return (
        <pre>
          <code className={className}>{children()}</code>
        </pre>
      );
    }
    case 'hard_break':
      return <br />;
    case 'horizontal_rule':
      return <hr />;
    case 'image': {
      const asset = imageAsset(attrs);
      return asset ? <ResponsiveImage asset={asset} alt={asset.alt} /> : null;
    }
    case 'emoji': {
      const name = str(attrs?.name);
      const emoji = str(attrs?.emoji);
      const fallback = typeof attrs?.fallbackImage === 'string' ? attrs.fallbackImage : '';
      const fallbackSrc = fallback && assetPathProblem(fallback) === null ? imageSrc(fallback) : '';
      return (
        <span data-type="emoji" data-name={name} data-emoji={emoji}>
          {emoji ??
            (fallbackSrc ? (
              <img src={fallbackSrc} alt={name ?? ''} draggable="false" loading="lazy" />
            ) : null)}
        </span>
      );
    }
    case 'table':
      return (
        <ScrollableTable>
          <table className="rich-text-table">
            <TableRows rows={node.content ?? []} />
          </table>
        </ScrollableTable>
      );
    case 'tableRow':
      return <tr>{children()}</tr>;
    case 'tableHeader':
    case 'tableCell': {
      const Cell = node.type === 'tableHeader' ? 'th' : 'td';
      return (
        <Cell
          scope={node.type === 'tableHeader' ? 'col' : undefined}
          colSpan={span(attrs?.colspan)}
          rowSpan={span(attrs?.rowspan)}
          style={styleOf({
            backgroundColor: checkedColor(attrs?.backgroundColor),
            width: cellWidth(attrs?.colwidth),
          })}
        >
          {children()}
        </Cell>
      );
    }
    case 'blok': {
      const body = Array.isArray(attrs?.body) ? (attrs.body as unknown[]) : [];
      return (
        <>
          {body.filter(isObject).map((blok, i) => (
            <Block key={i} blok={blok as Blok} />
          ))}
        </>
      );
    }
    case 'details':
      return <details open={attrs?.open === true || undefined}>{children()}</details>;
    case 'detailsSummary':
      return <summary>{children()}</summary>;
    case 'detailsContent':
      return <div data-type="detailsContent">{children()}</div>;
    default:
      // A node the site does not know (only unchecked content gets here): its text, never its element.
      return <>{children()}</>;
  }
}

/** Storyblok rich text; no content shape can fail a page (docs/behaviour.md §5.6). */
export function RichText({ doc }: { doc: RichTextDoc }) {
  return <>{renderChildren(guardNodes(doc.content, 'doc', 0))}</>;
}
