import { defaults } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { backgroundStyle } from '../parts/color-style';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';
import { Bloks } from '../parts/render-block';

type Slide = BlockOf<'slide'>;

export interface SlideImageOptions {
  width?: number | undefined;
  height?: number | undefined;
  /** The slider is at the top of the page: its first picture loads at once. */
  eager?: boolean;
}

/** The slide's picture, or a plain block of `img_blank_color` when it has none (a "blank image"). */
function SlidePicture({ blok, options }: { blok: Slide; options: SlideImageOptions }) {
  const src = imageSrc(blok.image.filename);
  if (src) {
    return (
      <ResponsiveImage
        className="d-block w-100 slide-image"
        asset={blok.image}
        alt={blok.image.alt || defaults.imageAlt}
        width={options.width}
        height={options.height}
        eager={options.eager}
        sizes="100vw"
      />
    );
  }
  const blank = backgroundStyle(blok.img_blank_color);
  if (!blank) return null;
  const ratio = options.width && options.height ? `${options.width} / ${options.height}` : undefined;
  return (
    <div className="d-block w-100 slide-blank" style={{ ...blank, aspectRatio: ratio }} aria-hidden="true" />
  );
}

/** Caption, text and slot blocks of a slide, in the tags the editor chose. */
function SlideCaption({ blok }: { blok: Slide }) {
  const hasContent = blok.caption || blok.text || blok.slot.length > 0;
  if (!hasContent) return null;
  const Content = blok.content_tag ?? 'div';
  const CaptionTag = blok.caption_tag ?? 'h3';
  const TextTag = blok.text_tag ?? 'p';
  return (
    <Content
      className={cx(
        'carousel-caption',
        blok.content_visible_up && `d-none d-${blok.content_visible_up}-block`,
      )}
    >
      {blok.caption && <CaptionTag className="slide-caption">{blok.caption}</CaptionTag>}
      {blok.text && <TextTag className="slide-text">{blok.text}</TextTag>}
      <Bloks items={blok.slot} />
    </Content>
  );
}

/** The inside of a slide; the slider wraps it in its own carousel item. */
export function SlideContent({ blok, options = {} }: { blok: Slide; options?: SlideImageOptions }) {
  return (
    <>
      <SlidePicture blok={blok} options={options} />
      <SlideCaption blok={blok} />
    </>
  );
}

/** A slide outside a slider is shown as a single, still slide. */
export function SlideBlock({ blok }: { blok: Slide }) {
  return (
    <div id={blok.id || undefined} className="slide-standalone position-relative" style={slideStyle(blok)}>
      <SlideContent blok={blok} />
    </div>
  );
}

export function slideStyle(blok: Slide) {
  return backgroundStyle(blok.background);
}
