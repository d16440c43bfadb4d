import { useCallback, useEffect, useState } from 'react';

/**
 * The current time while `running`: read again every minute and whenever `readAgain()` is called (the
 * finder calls it when 'Abierto ahora' is chosen, in the same event, so the list is filtered with the time
 * of the click in the render that follows it), so that 'Abierto ahora' follows the clock on a page left open.
 */
export function useMinuteClock(running: boolean): { now: Date; readAgain: () => void } {
  const [now, setNow] = useState(() => new Date());
  const readAgain = useCallback(() => setNow(new Date()), []);
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return { now, readAgain };
}
