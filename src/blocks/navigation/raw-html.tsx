import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';

/** Raw html block: the HTML was sanitised by the schema at build time (src/content/sanitize-html.ts). */
export function RawHtmlBlock({ blok }: { blok: BlockOf<'raw_html'> }) {
  if (!blok.html) return null;
  return (
    <div className={cx('raw-html', blok.custom_classes)} dangerouslySetInnerHTML={{ __html: blok.html }} />
  );
}
