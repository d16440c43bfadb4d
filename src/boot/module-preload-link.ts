/**
 * `<link rel="modulepreload">`: the browser fetches and compiles a module without running it. Shared by the
 * boot script (the entry's chunks, at start) and the app's prefetch (a linked page's blocks).
 */
export function appendModulePreload(href: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  doc.head.append(link);
}
