/**
 * The name a raw HTML block's table scroll box takes: its table's caption, as the editor wrote it. The HTML
 * was sanitised at build time (src/content/sanitize-html.ts), which escapes a text's `&`, `<`, `>` and `"`;
 * those are read back here.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The caption's text when the HTML holds exactly one table and it has a caption; else undefined. */
export function soleTableCaption(html: string): string | undefined {
  if ((html.match(/<table[\s>]/g) ?? []).length !== 1) return undefined;
  const caption = /<caption[^>]*>([\s\S]*?)<\/caption>/.exec(html)?.[1];
  const text = caption === undefined ? '' : textOf(caption);
  return text || undefined;
}
