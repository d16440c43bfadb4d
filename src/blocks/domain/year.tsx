import { assets } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { imageSrc } from '../../content/image-src';

/** A year marker of the timeline, with the down arrow that leads to its periods (docs/behaviour.md §2 assets). */
export function YearBlock({ blok }: { blok: BlockOf<'year'> }) {
  return (
    <div className="timeline-year">
      <h2 className="timeline-year-label">{blok.year}</h2>
      {/* Decorative: the arrow only points at what follows. */}
      <img src={imageSrc(assets.downArrow)} alt="" width={16} height={16} className="timeline-arrow" />
    </div>
  );
}
