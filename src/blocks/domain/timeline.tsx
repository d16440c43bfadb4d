import type { BlockOf } from '../../content/schemas/registry';
import { Bloks } from '../parts/render-block';

/** Optional container of years and periods; draws the timeline's line. */
export function TimelineBlock({ blok }: { blok: BlockOf<'timeline'> }) {
  return (
    <div className="timeline">
      <Bloks items={blok.body} />
    </div>
  );
}
