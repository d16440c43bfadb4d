export function mainMarkup(html: string): string;
export function documentLang(html: string): string;
export function searchDocument(parts: { lang: string; title: string; main: string; weight?: number }): string;
export function pageSearchDocument(
  page: string,
  everyPanel: string | null,
  title: string,
  weight?: number,
): string;
export function firstHeading(main: string): string;
export function tablesAsSentences(main: string): string;
