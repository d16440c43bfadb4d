/** The site's icon set, made at bundle time from the content (src/site-builder/bundle/icon-set.ts). */
declare module 'virtual:icon-set' {
  /** Icon name → the inner markup of its bootstrap-icons SVG. */
  export const iconSet: Readonly<Record<string, string>>;
}
