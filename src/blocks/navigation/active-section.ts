import { useEffect, useState } from 'react';

export interface SectionPosition {
  id: string;
  /** Distance from the top of the viewport to the section's top edge, in px (null: not on the page). */
  top: number | null;
}

/**
 * The section the reader is in: the last one whose top has crossed the line `offset` px below the
 * viewport top. At the bottom of the page the last section wins, as it may never reach the line.
 */
export function pickActiveSection(
  sections: readonly SectionPosition[],
  offset: number,
  atBottom: boolean,
): string | null {
  const present = sections.filter((s): s is { id: string; top: number } => s.top !== null);
  if (atBottom && present.length > 0) return present[present.length - 1]?.id ?? null;
  let active: string | null = null;
  for (const section of present) {
    if (section.top <= offset + 1) active = section.id;
  }
  return active;
}

/**
 * Follows scrolling and returns the id of the active section. Starts as null, so the server and the
 * first browser render agree (no hydration mismatch); measures only in the browser, once per frame.
 */
export function useActiveSection(ids: readonly string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  // A string key keeps the effect from re-subscribing when the parent passes a new but equal array.
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = list.map((id) => ({
        id,
        top: document.getElementById(id)?.getBoundingClientRect().top ?? null,
      }));
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2 && window.scrollY > 0;
      setActive(pickActiveSection(sections, offset, atBottom));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, offset]);
  return active;
}
