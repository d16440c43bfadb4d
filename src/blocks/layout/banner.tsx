import { defaults } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import type { RichTextDoc } from '../../content/schemas/rich-text';
import { ResponsiveImage } from '../parts/responsive-image';
import { Bloks } from '../parts/render-block';
import { RichText } from '../parts/rich-text';

type Banner = BlockOf<'banner'>;

/** Storyblok stores a cleared rich-text field as one empty paragraph. */
function hasText(doc: RichTextDoc): boolean {
  return doc.content.some((node) => node.type !== 'paragraph' || (node.content?.length ?? 0) > 0);
}

/** Banner (docs/behaviour.md §3): a simple title band, or title with topBody, introduction, body and images. */
export function BannerBlock({ blok }: { blok: Banner }) {
  if (blok.simple) {
    return (
      <section className="banner banner-simple">
        <div className="container">
          <h1 className="banner-title">{blok.title}</h1>
        </div>
      </section>
    );
  }
  const hasImages = blok.images.length > 0;
  return (
    <section className="banner">
      <div className="container">
        {blok.topBody.length > 0 && (
          <div className="banner-top">
            <Bloks items={blok.topBody} />
          </div>
        )}
        <div className="row align-items-center">
          <div className={hasImages ? 'col-12 col-lg-6' : 'col-12'}>
            <h1 className="banner-title">{blok.title}</h1>
            {hasText(blok.introduction) && (
              <div className="banner-introduction lead">
                <RichText doc={blok.introduction} />
              </div>
            )}
            <Bloks items={blok.body} />
          </div>
          {hasImages && (
            <div className="col-12 col-lg-6 banner-images">
              {blok.images.map((image) => (
                <ResponsiveImage
                  key={image.filename}
                  asset={image}
                  alt={image.alt || defaults.imageAlt}
                  className="img-fluid"
                  sizes="(max-width: 992px) 100vw, 50vw"
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
