import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { scrollRegionProps } from '../parts/scrollable-table';
import { soleTableCaption } from './raw-html-table';

/**
 * Raw html block: the HTML was sanitised by the schema at build time (src/content/sanitize-html.ts). An editor
 * makes the block a table's scroll box with Bootstrap's `table-responsive` class; it is then focusable and named
 * like the site's own table scroll boxes, after the table's caption, so a keyboard can scroll it (issue 40).
 */
export function RawHtmlBlock({ blok }: { blok: BlockOf<'raw_html'> }) {
  if (!blok.html) return null;
  const scrolls = (blok.custom_classes ?? '').split(/\s+/).includes('table-responsive');
  return (
    <div
      className={cx('raw-html', blok.custom_classes)}
      {...(scrolls ? scrollRegionProps(soleTableCaption(blok.html)) : {})}
      dangerouslySetInnerHTML={{ __html: blok.html }}
    />
  );
}
