// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { useId, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createHydrationSlices, hydrationSliceMs } from '../../common/hydration-slices';
import { manualSliceClock } from '../../test/manual-slice-clock';
import { HydrationSlice, HydrationSlicesContext } from './hydration-slice';

afterEach(() => {
  document.body.innerHTML = '';
});

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {`${id}: ${count}`}
    </button>
  );
}

/** Regions in regions; the clock passes the budget wherever `Spend` renders. */
function Page({ onSpend }: { onSpend: () => void }) {
  return (
    <div className="page">
      <p>Texto</p>
      <HydrationSlice scope="s1">
        <section id="one">
          <Counter id="a" />
          <Spend onRender={onSpend} />
        </section>
      </HydrationSlice>
      <HydrationSlice scope="s2">
        <section id="two">
          <Counter id="b" />
          <Spend onRender={onSpend} />
          <HydrationSlice scope="s3">
            <div id="nested">
              <Counter id="c" />
            </div>
          </HydrationSlice>
        </section>
      </HydrationSlice>
      <footer>
        <Counter id="d" />
      </footer>
    </div>
  );
}

function Spend({ onRender }: { onRender: () => void }) {
  onRender();
  return null;
}

type ManualClock = ReturnType<typeof manualClock>;

function manualClock() {
  const manual = manualSliceClock();
  return {
    clock: manual.clock,
    spend: () => manual.advance(hydrationSliceMs + 1),
    runTask: () => act(async () => manual.runNextTask()),
  };
}

const text = (id: string) => document.getElementById(id)?.textContent;
const click = (id: string) => act(() => document.getElementById(id)?.click());

/**
 * Puts the server's markup of `ui` in the document, then hydrates it in parts on the test's clock; `ui` calls
 * `onSpend` where the budget is to run out (a no-op on the server).
 */
async function hydrateInParts(ui: (onSpend: () => void) => ReactElement, { clock, spend }: ManualClock) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(() => {}));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const serverNodes = Array.from(container.querySelectorAll('*'));
  const slices = createHydrationSlices(clock);
  await act(async () => {
    slices.hydrate(() =>
      hydrateRoot(container, <HydrationSlicesContext value={slices}>{ui(spend)}</HydrationSlicesContext>),
    );
  });
  return { container, slices, serverHtml, serverNodes };
}

describe('HydrationSlice', () => {
  it('a region past the budget keeps its server markup and hydrates in a later task, nested regions after it', async () => {
    const manual = manualClock();
    const { runTask } = manual;
    const { container, slices, serverHtml, serverNodes } = await hydrateInParts(
      (onSpend) => <Page onSpend={onSpend} />,
      manual,
    );
    // The first region and what follows the waiting one (outside any region) hydrated at once.
    await click('a');
    await click('d');
    expect([text('a'), text('d')]).toEqual(['a: 1', 'd: 1']);
    // The second region is the server's markup, untouched and not yet listening.
    await click('b');
    expect(text('b')).toBe('b: 0');

    await runTask();
    // Once the resumed region has hydrated, renders are the visitor's again: nothing may wait, though the
    // task has run past its budget.
    expect(slices.shouldYield()).toBe(false);
    await click('b');
    expect(text('b')).toBe('b: 1');
    // Its nested region came after the budget of that task: it waits for the next one.
    await click('c');
    expect(text('c')).toBe('c: 0');

    await runTask();
    await click('c');
    expect(text('c')).toBe('c: 1');

    let done = false;
    void slices.done.then(() => (done = true));
    await runTask();
    expect(done).toBe(true);
    // Every server node was kept: hydration in parts moved, added and removed nothing.
    const hydratedNodes = Array.from(container.querySelectorAll('*'));
    expect(hydratedNodes.length).toBe(serverNodes.length);
    expect(hydratedNodes.every((node, i) => node === serverNodes[i])).toBe(true);
    expect(container.innerHTML).toBe(
      serverHtml
        .replace('a: 0', 'a: 1')
        .replace('b: 0', 'b: 1')
        .replace('c: 0', 'c: 1')
        .replace('d: 0', 'd: 1'),
    );
  });

  it('a region the visitor mounts while the page still hydrates renders at once', async () => {
    const manual = manualClock();
    const { runTask } = manual;
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <div>
          <button type="button" id="open" onClick={() => setOpen(true)}>
            Abrir
          </button>
          {open && (
            <HydrationSlice scope="s4">
              <div id="late">Nuevo</div>
            </HydrationSlice>
          )}
        </div>
      );
    }
    const ui = (onSpend: () => void) => (
      <div>
        <Opener />
        <Spend onRender={onSpend} />
        <HydrationSlice scope="s5">
          <section id="waiting">
            <Counter id="w" />
          </section>
        </HydrationSlice>
      </div>
    );
    await hydrateInParts(ui, manual);
    // The second region waits; meanwhile the visitor opens something.
    await click('w');
    expect(text('w')).toBe('w: 0');
    await click('open');
    expect(text('late')).toBe('Nuevo');
    await runTask();
    await click('w');
    expect(text('w')).toBe('w: 1');
  });

  it('ids from useId are the server’s, though parts hydrate out of document order', async () => {
    const manual = manualClock();
    const { runTask } = manual;
    // The panel is rendered only once opened, with the id its component computes in the browser: it must be
    // the one the server wrote into the button's aria-controls.
    function Disclosure({ name }: { name: string }) {
      const id = useId();
      const [open, setOpen] = useState(false);
      return (
        <div>
          <button type="button" id={`open-${name}`} aria-controls={id} onClick={() => setOpen(true)}>
            {name}
          </button>
          {open && <p id={id}>{name}</p>}
        </div>
      );
    }
    const ui = (onSpend: () => void) => (
      <div>
        <Spend onRender={onSpend} />
        <HydrationSlice scope="first part">
          <section>
            <Disclosure name="a" />
          </section>
        </HydrationSlice>
        <Disclosure name="b" />
        <HydrationSlice scope="second">
          <section>
            <Disclosure name="c" />
          </section>
        </HydrationSlice>
      </div>
    );
    await hydrateInParts(ui, manual);
    await runTask();
    await runTask();
    await runTask();
    const panels: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      await click(`open-${name}`);
      const controls = document.getElementById(`open-${name}`)?.getAttribute('aria-controls') ?? '';
      expect(document.getElementById(controls)?.textContent).toBe(name);
      // A scope written with a space still makes ids without one.
      expect(controls).not.toMatch(/\s/);
      panels.push(controls);
    }
    expect(new Set(panels).size).toBe(3);
  });

  it('renders its element as it is where there is no hydration (server, client navigation)', () => {
    expect(
      renderToString(
        <HydrationSlice scope="s6">
          <div id="x">Hola</div>
        </HydrationSlice>,
      ),
    ).toBe('<div id="x">Hola</div>');
  });
});
