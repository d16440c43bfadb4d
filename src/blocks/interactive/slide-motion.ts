/**
 * The slider's moves, in Bootstrap's own carousel classes (bootstrap/scss/_carousel.scss), so Bootstrap's CSS
 * draws the slide and the fade: the incoming slide first gets its order class (`carousel-item-next` or
 * `-prev`, placed beside the current one), the browser lays that out, then both get the direction class
 * (`carousel-item-start` or `-end`) and CSS transitions them; at the transition's end the incoming slide is
 * the `active` one. Every class is written whole here, so the CSS pruning finds it in the chunk
 * (docs/decisions/0003).
 */

export type Direction = 'next' | 'prev';

/** A move in progress: `prepare` has the order class only, `moving` the direction class too. */
export interface Motion {
  from: number;
  to: number;
  direction: Direction;
  phase: 'prepare' | 'moving';
}

/** Classes of slide `index` when `active` is shown and `motion` (if any) is under way. */
export function slideClass(index: number, active: number, motion: Motion | null): string {
  if (!motion) return index === active ? 'carousel-item active' : 'carousel-item';
  const next = motion.direction === 'next';
  const moving = motion.phase === 'moving';
  if (index === motion.to) {
    if (!moving) return next ? 'carousel-item carousel-item-next' : 'carousel-item carousel-item-prev';
    return next
      ? 'carousel-item carousel-item-next carousel-item-start'
      : 'carousel-item carousel-item-prev carousel-item-end';
  }
  if (index === motion.from) {
    if (!moving) return 'carousel-item active';
    return next ? 'carousel-item active carousel-item-start' : 'carousel-item active carousel-item-end';
  }
  return 'carousel-item';
}

/** Seconds or milliseconds of a CSS time list ("0.6s, 150ms") as milliseconds each. */
function times(list: string): number[] {
  return list.split(',').map((item) => {
    const value = Number.parseFloat(item);
    if (!Number.isFinite(value)) return 0;
    return item.trim().endsWith('ms') ? value : value * 1000;
  });
}

/**
 * How long the element's longest transition lasts, delay included (0 when it has none: reduced motion,
 * transitions turned off). The move ends at `transitionend`, or after this time when no event comes.
 */
export function transitionMs(
  style: Pick<CSSStyleDeclaration, 'transitionDuration' | 'transitionDelay'>,
): number {
  const durations = times(style.transitionDuration || '0s');
  const delays = times(style.transitionDelay || '0s');
  return Math.max(0, ...durations.map((duration, i) => duration + (delays[i % delays.length] ?? 0)));
}

/**
 * Index after a step from `current` among `count` slides, or null when the step would leave the ends and the
 * slider does not wrap (`no_wrap`).
 */
export function stepIndex(
  current: number,
  count: number,
  direction: Direction,
  wrap: boolean,
): number | null {
  const target = direction === 'next' ? current + 1 : current - 1;
  if (target >= 0 && target < count) return target;
  if (!wrap) return null;
  return (target + count) % count;
}
