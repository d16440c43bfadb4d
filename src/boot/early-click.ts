/**
 * A click on a button before the application has started would be lost: the page is server-rendered and
 * its buttons have no handlers yet. The boot script remembers the last such button; the app clicks it
 * again once hydrated (docs/performance.md). Links need nothing: they work as plain links until then.
 */

interface EarlyClicks {
  /** The button clicked before the app took over, if any. */
  button: HTMLElement | null;
  /** Removes the boot's click listener once React listens at the root: later clicks are React's to replay. */
  stop: () => void;
}

/** The one name both scripts share on window: the boot script is a separate, classic script. */
const windowKey = '__siteEarlyClicks';

type WithEarlyClicks = Window & { [windowKey]?: EarlyClicks };

/** Boot side: records clicks on buttons from now until the app stops it. */
export function recordEarlyClicks(win: Window = window): void {
  const record = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    const button =
      typeof target?.closest === 'function' ? target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button) state.button = button;
  };
  const state: EarlyClicks = {
    button: null,
    stop: () => win.removeEventListener('click', record, { capture: true }),
  };
  (win as WithEarlyClicks)[windowKey] = state;
  win.addEventListener('click', record, { capture: true });
}

/** App side, when React starts hydrating: from then on it replays clicks on parts not yet hydrated. */
export function stopRecordingClicks(win: Window = window): void {
  (win as WithEarlyClicks)[windowKey]?.stop();
}

/** App side, once the shell has hydrated: the remembered button gets its click (React hydrates its part first). */
export function replayEarlyClick(win: Window = window): void {
  const state = (win as WithEarlyClicks)[windowKey];
  const button = state?.button;
  if (!state || !button) return;
  state.button = null;
  if (button.isConnected) button.click();
}
