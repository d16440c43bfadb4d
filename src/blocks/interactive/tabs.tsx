import { useContext, useId, useRef, useState, type KeyboardEvent } from 'react';
import { walkRecords, type Blok } from '../../content/blok';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { EveryPanelContext } from './every-panel';
import { Bloks } from '../parts/render-block';
import { useAddressedTab } from '../simulators/simulator-name';
import { useTabAddress, writeTabAddress } from './use-tab-address';
import { useHydrated } from '../domain/use-hydrated';

type Tab = BlockOf<'tab'>;

function isTab(blok: Blok): blok is Tab {
  return blok.component === 'tab';
}

/** Index a tab key moves to (WAI-ARIA tabs pattern: arrows wrap, Home/End jump), or null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The addresses that open a tab: its own anchor, and those of the headings, questions and places inside it
 * (a search result for a heading in the third tab links to that heading, which is hidden until its tab opens).
 */
function anchorsOf(tab: Tab): string[] {
  const found = [tab.anchor];
  walkRecords(tab.body, (record) => {
    for (const field of ['anchor', 'title_id', 'id'])
      if (typeof record[field] === 'string' && record[field] && typeof record.component === 'string')
        found.push(record[field]);
    return undefined;
  });
  return found.filter(Boolean);
}

/**
 * Centred tabs (docs/behaviour.md §2.19). Every panel is in the HTML, hidden but the open one, like a toggler's
 * closed body: the tab an address names (`#hipotecario`) shows from the first paint, before and without scripts,
 * by the stylesheet's `:target` rules (styles/_interactive.scss), and its state survives switching. Until the
 * page has hydrated (`is-live`), those rules decide which panel shows.
 */
export function TabsBlock({ blok }: { blok: BlockOf<'tabs'> }) {
  const tabs = blok.tabs.filter(isTab);
  const id = useId();
  const [active, setActive] = useState(0);
  const everyPanel = useContext(EveryPanelContext);
  // Once the page has hydrated the block has read the address (below): from then on `active` alone decides.
  const live = useHydrated();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // A shared simulation (`?simulador=credito-hipotecario&…`, issue 32) opens the tab that holds its simulator;
  // then the tab's own address (`#hipotecario`, issue 40), the visitor's last choice, when it names one.
  useAddressedTab(tabs, setActive);
  const anchors = tabs.map((tab) => tab.anchor);
  useTabAddress(tabs.map(anchorsOf), setActive);

  if (tabs.length === 0) return null;

  /** The visitor's choice, written into the address. */
  const choose = (index: number) => {
    setActive(index);
    writeTabAddress(anchors[index] ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = tabKeyTarget(event.key, index, tabs.length);
    if (to === null) return;
    event.preventDefault();
    choose(to);
    buttons.current[to]?.focus();
  };
  // The tab's anchor is its button's id, so `#hipotecario` scrolls to the tabs. In the render the search indexes
  // (every panel open) it is a heading's instead, at the top of the panel: the search makes a section of each
  // heading with an id, and a result for a tab's text then leads to `#hipotecario`.
  const buttonId = (tab: Tab, index: number) => (!everyPanel && tab.anchor) || `${id}-tab-${index}`;

  return (
    <div className={cx('block-tabs', live && 'is-live', blok.classes)}>
      <div role="tablist" className="nav nav-tabs justify-content-center">
        {tabs.map((tab, index) => (
          <button
            key={tab._uid}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={buttonId(tab, index)}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={cx('nav-link', index === active && 'active')}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab._uid}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={buttonId(tab, index)}
          tabIndex={0}
          hidden={index !== active}
          className={cx('tab-pane', 'pt-3', tab.classes)}
        >
          {everyPanel && tab.anchor && <h3 id={tab.anchor}>{tab.title}</h3>}
          <Bloks items={tab.body} />
        </div>
      ))}
    </div>
  );
}
