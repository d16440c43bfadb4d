import type { BlockOf } from '../../content/schemas/registry';

/** Embedded page; height defaults to 100% (docs/behaviour.md §2) and the title names the frame for screen readers. */
export function IframeBlock({ blok }: { blok: BlockOf<'iframe'> }) {
  if (!blok.src) return null;
  return (
    <iframe
      src={blok.src}
      title={blok.title || 'Contenido incrustado'}
      className="iframe-block"
      style={{ height: blok.height }}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
