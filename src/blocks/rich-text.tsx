import type { ReactNode } from 'react';
import {
  MARK_LINK,
  NODE_TABLE,
  NODE_TABLE_CELL,
  NODE_TABLE_HEADER,
  render,
} from 'storyblok-rich-text-react-renderer';
import type { Blok } from '../content/blok';
import { resolveHref, resolveLink } from '../content/links';
import type { Multilink } from '../content/schemas/link';
import type { RichTextDoc } from '../content/schemas/rich-text';
import { SiteLink } from './link';
import { Block } from './render-block';

interface LinkMarkAttrs {
  linktype?: string | undefined;
  href?: string | undefined;
  target?: string | undefined;
  anchor?: string | undefined;
}

/** Rich-text links resolve like link fields; story links become plain anchors the runtime catches. */
function renderLinkMark(children: ReactNode, attrs: LinkMarkAttrs): ReactNode {
  const href = attrs.href ?? '';
  const linktype = attrs.linktype ?? 'url';
  const link =
    linktype === 'story'
      ? resolveLink({
          id: '',
          url: '',
          linktype: 'story',
          cached_url: href,
          anchor: attrs.anchor ?? '',
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
    <SiteLink link={link} target={attrs.target === '_blank' ? '_blank' : undefined}>
      {children}
    </SiteLink>
  );
}

function span(value: number | undefined): number | undefined {
  return value && value > 1 ? value : undefined;
}

export function RichText({ doc }: { doc: RichTextDoc }) {
  return (
    <>
      {render(doc, {
        markResolvers: { [MARK_LINK]: (children, attrs) => <>{renderLinkMark(children, attrs)}</> },
        // The renderer puts rows straight under <table>: the HTML parser then inserts a <tbody> and
        // hydration no longer matches. Rows get their <tbody> here, and spans React's attribute names.
        nodeResolvers: {
          [NODE_TABLE]: (children) => (
            <div className="table-responsive">
              <table className="rich-text-table">
                <tbody>{children}</tbody>
              </table>
            </div>
          ),
          [NODE_TABLE_HEADER]: (children, attrs) => (
            <th scope="col" colSpan={span(attrs.colspan)} rowSpan={span(attrs.rowspan)}>
              {children}
            </th>
          ),
          [NODE_TABLE_CELL]: (children, attrs) => (
            <td colSpan={span(attrs.colspan)} rowSpan={span(attrs.rowspan)}>
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
