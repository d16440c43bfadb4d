import { useId, useState } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { AccordionContext, useAccordionGroup } from './accordion-context';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { Bloks } from '../parts/render-block';
import { useHeadingLevel } from '../parts/heading-outline-context';
import { nominalHeadingLevel } from '../parts/heading-levels';

type Toggler = BlockOf<'toggler'>;

/** The parent that makes a toggler a heading (the WAI-ARIA accordion pattern). */
const inAccordion = { component: 'accordion' } as const;

/** Text of the toggle button: `opened_text` while open, falling back to `closed_text` (docs/behaviour.md §4). */
export function togglerText(blok: Toggler, open: boolean): string {
  return open ? blok.opened_text || blok.closed_text : blok.closed_text;
}

export function togglerButtonClasses(blok: Toggler, open: boolean): string | undefined {
  const variant = blok.button_style ?? 'primary';
  return cx(
    'btn',
    `btn-${variant}`,
    'toggler-button',
    blok.button_size && blok.button_size !== 'md' && `btn-${blok.button_size}`,
    blok.button_full_width && 'w-100',
    blok.style === 'squared' && 'rounded-0',
    open && 'is-open',
  );
}

/** Icons that point somewhere (chevron, caret, arrow) turn over while the body is open. */
const pointing = /^(?:chevron|caret|arrow)-/;

/**
 * The toggle's icon: the named bootstrap-icons icon, or without a name the default chevron drawn in
 * CSS (it needs no icon in the page's icon set). Decorative: the button's state is in aria-expanded.
 */
function TogglerIcon({ name }: { name: string }) {
  if (!name) return <span className="toggler-icon" aria-hidden="true" />;
  return (
    <BootstrapIcon name={name} className={cx('toggler-bi', pointing.test(name) && 'toggler-bi-turns')} />
  );
}

/**
 * A button that shows or hides its body. Inside an accordion the accordion decides which toggler is
 * open; on its own the toggler keeps its own state. Closed bodies stay in the HTML (hidden), so their
 * text is indexed and the page works before scripts run.
 */
export function TogglerBlock({ blok }: { blok: Toggler }) {
  const group = useAccordionGroup();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = group ? group.openUid === blok._uid : ownOpen;
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  // Inside an accordion it is a heading (heading-levels.ts) whose level follows the page's outline.
  const headingLevel = useHeadingLevel(blok, nominalHeadingLevel(blok, inAccordion));

  const toggle = () => {
    if (group) group.setOpenUid(open ? null : blok._uid);
    else setOwnOpen(!open);
  };

  const button = (
    <button
      type="button"
      id={buttonId}
      className={togglerButtonClasses(blok, open)}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggle}
    >
      <span className="toggler-text">{togglerText(blok, open)}</span>
      {blok.showIcon && <TogglerIcon name={blok.icon} />}
    </button>
  );

  return (
    <div className={cx('toggler', group && 'accordion-toggler')}>
      {/* In an accordion each button sits in a heading (WAI-ARIA accordion pattern). */}
      {group ? (
        <div role="heading" aria-level={headingLevel} className="toggler-heading">
          {button}
        </div>
      ) : (
        button
      )}
      <div
        id={panelId}
        role={group ? 'region' : undefined}
        aria-labelledby={group ? buttonId : undefined}
        className="toggler-body"
        hidden={!open}
      >
        {/* Togglers nested in the body are independent of this accordion. */}
        <AccordionContext value={null}>
          <Bloks items={blok.body} />
        </AccordionContext>
      </div>
    </div>
  );
}
