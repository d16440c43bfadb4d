import { defaults } from '../../config/site';
import type { Alignment } from '../../content/schemas/blocks/domain-fields';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { imageSrc } from '../../content/image-src';
import { ResponsiveImage } from '../parts/responsive-image';
import { periodDate } from './period-date';
import { RichText } from '../parts/rich-text';
import { OutlineHeading } from '../parts/outline-heading';

const textAlign: Record<Alignment, string> = { left: 'text-start', center: 'text-center', right: 'text-end' };

/** One period of the timeline: date, rich text and an optional image; `inverted` swaps the sides. */
export function PeriodBlock({ blok }: { blok: BlockOf<'period'> }) {
  const date = periodDate(blok.date);
  const src = imageSrc(blok.imagen.filename);
  return (
    <article
      className={cx(
        'timeline-period',
        blok.inverted && 'timeline-period-inverted',
        blok.alignment && textAlign[blok.alignment],
      )}
    >
      <div className="timeline-period-text">
        {date.label && (
          <OutlineHeading blok={blok} className="timeline-date">
            {date.dateTime ? <time dateTime={date.dateTime}>{date.label}</time> : date.label}
          </OutlineHeading>
        )}
        <RichText doc={blok.content} />
      </div>
      {src && (
        <div className="timeline-period-image">
          <ResponsiveImage
            asset={blok.imagen}
            alt={blok.imagen.alt || defaults.imageAlt}
            className="img-fluid"
            sizes="(max-width: 768px) 100vw, 50vw"
          />
        </div>
      )}
    </article>
  );
}
