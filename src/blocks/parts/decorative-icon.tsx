import { imageSrc } from '../../content/image-src';

/**
 * A small picture beside words that already say what it shows: hidden from assistive technology (alt=""),
 * loaded lazily.
 */
export function DecorativeIcon({ src, size, className }: { src: string; size: number; className: string }) {
  return (
    <img
      className={className}
      src={imageSrc(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
