import { startTransition, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Asset } from '../../content/schemas/asset';
import { imageSrc } from '../../content/image-src';

export interface ResponsiveImageProps {
  asset: Asset;
  alt: string;
  className?: string | undefined;
  /** Overrides the asset's `sizes` when the image sits in a narrower slot (cards, columns). */
  sizes?: string | undefined;
  /** Load at once (above the fold); the page's first large image is eager anyway. */
  eager?: boolean | undefined;
  /** Fetch priority over the default (high for the page's LCP candidate and eager images). */
  fetchPriority?: 'high' | 'auto' | undefined;
  /** Intrinsic size set by the editor (slider img_width/img_height), over the file's own. */
  width?: number | undefined;
  height?: number | undefined;
}

/** Loading state for styles (fade-in), kept out of the class list that blocks and editors control. */
const loadedAttribute = 'data-loaded';

/**
 * What a ResponsiveImage's render does once its picture has loaded, done on an image no component drives (a static
 * region's, blocks/parts/static-region.tsx): its only inline style is the placeholder, which goes.
 */
export function releasePlaceholder(img: HTMLImageElement): void {
  if (img.getAttribute(loadedAttribute) !== 'false') return;
  const release = () => {
    img.removeAttribute('style');
    img.setAttribute(loadedAttribute, 'true');
  };
  if (img.complete) release();
  else img.addEventListener('load', release, { once: true });
}

/**
 * An image with everything the build knows about it (src/content/images/images.ts): width and height (no layout
 * shift), WebP and original-format candidates, and a blurred placeholder until it has loaded. Lazy by
 * default with the browser's native loading, so images appear without JavaScript too; the page's LCP
 * candidate is eager with high fetch priority.
 */
export function ResponsiveImage({
  asset,
  alt,
  className,
  sizes,
  eager,
  width,
  height,
  fetchPriority,
}: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const data = asset.data;
  const src = data?.src ?? imageSrc(asset.filename);
  useEffect(() => {
    // A transition, like onLoad below: pictures that arrived before the page hydrated must not make React
    // render again at once, all in the task that ends the hydration.
    if (ref.current?.complete) startTransition(() => setLoaded(true));
  }, []);
  if (!src) return null;
  const priority = data?.priority === true;
  const placeholder: CSSProperties | undefined =
    data?.placeholder && !loaded
      ? {
          backgroundImage: `url(${data.placeholder})`,
          backgroundSize: 'cover',
          backgroundRepeat: 'no-repeat',
        }
      : undefined;
  const img = (
    <img
      ref={ref}
      src={src}
      srcSet={data?.srcset || undefined}
      sizes={data?.srcset ? (sizes ?? data.sizes) : undefined}
      width={width ?? (data?.size.width || undefined)}
      height={height ?? (data?.size.height || undefined)}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority ?? (priority || eager ? 'high' : undefined)}
      decoding="async"
      className={className}
      {...{ [loadedAttribute]: loaded ? 'true' : 'false' }}
      style={placeholder}
      // A transition: a picture that arrives while the page still hydrates (a transition too,
      // docs/performance.md) must not make React hydrate the rest of the page at once, in one long task.
      onLoad={() => startTransition(() => setLoaded(true))}
    />
  );
  if (!data?.webpSrcset) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={data.webpSrcset} sizes={sizes ?? data.sizes} />
      {img}
    </picture>
  );
}
