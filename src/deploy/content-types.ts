/**
 * The Content-Type every object of a build is stored with. A bucket serves exactly the type stored, and
 * `X-Content-Type-Options: nosniff` (src/config/security-headers.ts) stops browsers guessing: a script or
 * stylesheet with a wrong type would not run. An extension the build does not write is refused by the
 * deploy (unknownContentType), so a new kind of file is a deliberate entry here, not a silent octet-stream.
 */
const utf8 = '; charset=utf-8';

export const contentTypes: Readonly<Record<string, string>> = {
  html: `text/html${utf8}`,
  css: `text/css${utf8}`,
  js: `text/javascript${utf8}`,
  mjs: `text/javascript${utf8}`,
  json: `application/json${utf8}`,
  xml: `application/xml${utf8}`,
  txt: `text/plain${utf8}`,
  svg: `image/svg+xml${utf8}`,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  wasm: 'application/wasm',
  webmanifest: `application/manifest+json${utf8}`,
  // Pagefind's index, fragments, metadata and WebAssembly: binary files its script fetches and decodes.
  pagefind: 'application/octet-stream',
  pf_meta: 'application/octet-stream',
  pf_index: 'application/octet-stream',
  pf_fragment: 'application/octet-stream',
};

export function contentTypeFor(sitePath: string): string | undefined {
  const name = sitePath.slice(sitePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return contentTypes[name.slice(dot + 1).toLowerCase()];
}
