import { useMemo, useState, type KeyboardEvent } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { AccordionContext, type AccordionGroup } from './accordion-context';
import { Bloks } from '../parts/render-block';

/** Keys that move focus between accordion headers (WAI-ARIA accordion pattern, optional keys). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const target = event.target as HTMLElement;
  if (!target.matches('.toggler-button')) return;
  const own = (button: HTMLElement) => button.closest('.block-accordion') === event.currentTarget;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('.toggler-button')).filter(
    own,
  );
  const index = buttons.indexOf(target);
  if (index < 0) return;
  const next: Record<string, number> = {
    ArrowDown: (index + 1) % buttons.length,
    ArrowUp: (index - 1 + buttons.length) % buttons.length,
    Home: 0,
    End: buttons.length - 1,
  };
  const to = next[event.key];
  if (to === undefined) return;
  event.preventDefault();
  buttons[to]?.focus();
}

/** Groups togglers so that only one is open at a time (docs/behaviour.md §2, §3 Accordion). All start closed. */
export function AccordionBlock({ blok }: { blok: BlockOf<'accordion'> }) {
  const [openUid, setOpenUid] = useState<string | null>(null);
  const group = useMemo<AccordionGroup>(() => ({ openUid, setOpenUid }), [openUid]);
  return (
    // The key handler only moves focus between the headers' buttons, which are focusable themselves.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated arrow keys of the buttons inside
    <div className="block-accordion" onKeyDown={moveFocus}>
      <AccordionContext value={group}>
        <Bloks items={blok.togglers} />
      </AccordionContext>
    </div>
  );
}
